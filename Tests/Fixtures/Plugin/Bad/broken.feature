Feature: Broken

  Scenario: A table whose rows differ
    Given a table:
      | a |
      | b | c |
