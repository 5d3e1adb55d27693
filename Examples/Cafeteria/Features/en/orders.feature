Feature: Ordering at the café
  As a customer
  I want to order from the menu and pay
  So that the kitchen makes what I asked for

  Background:
    Given the menu:
      | item   | price |
      | coffee | 1.50  |
      | toast  | 2.25  |

  Scenario: The total adds up every line
    When I order 2 coffee
    And I order 1 toast
    Then the total is €5.25

  Scenario: What is not on the menu is not charged
    When I order 1 coffee
    And I order 1 muffin
    Then the till refuses "muffin"
    And the total is €1.50

  @prices
  Scenario Outline: Each item is charged at its menu price
    When I order <quantity> <item>
    Then the total is €<total>

    Examples:
      | quantity | item   | total |
      | 1        | coffee | 1.50  |
      | 2        | toast  | 4.50  |

  @slow-kitchen
  Scenario: Paying sends the order to the kitchen, however slow
    When I order 1 toast
    And I order 1 coffee
    And I pay
    Then the kitchen receives order 1:
      """
      1 × toast
      1 × coffee
      """
