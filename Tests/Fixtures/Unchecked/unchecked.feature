Feature: Content the run never checks
  What a reader takes for the specification but the grammar reads otherwise.

  Scenario: A step written as a list item
    - Given a fresh basket
    When I add 1 apple
    Then the basket holds 1 items

  Scenario Outline: Adding <count> apples
    Given a fresh basket
    When I add <count> apples
    Then the basket holds <count> items

    Examples:
      | count | colour |
      | 2     | red    |
