@reports
Feature: Report fixtures
  Every status a report must show, with tables,
  doc strings, hooks and attachments.

  Background:
    Given a fresh basket

  Scenario: Passing with a data table and a doc string
    Given the basket holds:
      | item   | quantity |
      | apple  | 2        |
      | banana | 3        |
    When I add 1 apple
    Then the basket holds 6 items
    And the receipt reads:
      """text
      6 items
      """

  @failing @JIRA-101
  Scenario: Failing expectation
    When I add 2 apples
    Then the basket holds 3 items
    And the receipt is printed

  Scenario: Pending step
    When I pay by cheque
    Then the basket holds 0 items

  Scenario: Undefined step
    When I juggle 3 oranges
    Then the basket holds 0 items

  Scenario: Ambiguous step
    When I add a surprise
    Then the basket holds 0 items

  Scenario: Skipped by its step
    When the shop is closed
    Then the basket holds 0 items

  @flaky @JIRA-101
  Scenario: Flaky but recovers on retry
    When the network is unreliable
    Then the basket holds 0 items

  @attachments @JIRA-102
  Scenario: Attachments of every kind
    When I attach evidence
    Then the basket holds 0 items

  @broken-teardown @JIRA-102
  Scenario: An After hook fails
    When I add 1 apple
    Then the basket holds 1 items

  Scenario Outline: Adding <count> <fruit>
    When I add <count> <fruit>
    Then the basket holds <total> items

    @small @JIRA-103
    Examples: small baskets
      | count | fruit | total |
      | 1     | pear  | 1     |
      | 2     | plum  | 3     |

  Rule: Big baskets get a discount

    Scenario: A big basket
      When I add 10 apples
      Then the basket holds 10 items

    @wip @JIRA-102
    Scenario: The discount is not designed yet
      When I ask for a discount
      Then the basket holds 0 items
