Feature: Misspelt keywords

  Scenaro: A misspelt title keyword
    Given a step

  Scenario: A misspelt step keyword
    Givn the first step
    When a step
