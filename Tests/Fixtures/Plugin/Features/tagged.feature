@ordering @historia-42
Feature: Ordering at the counter

  @smoke @1x
  Scenario: Ordering a coffee
    Given a coffee

  Rule: Paying

    @ñandú @class
    Scenario Outline: Paying <amount> in cash
      Given I pay <amount>

      @50%
      Examples: Small
        | amount |
        | 1      |
        | 2      |

      Examples:
        | amount |
        | 100    |

  Scenario: Ordering a coffee
    Given a coffee

  Scenario:
    Given a nameless scenario
