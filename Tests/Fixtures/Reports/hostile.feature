Feature: Hostile <names> & "quotes" from feature files

  @tag<b>
  Scenario: </script><b>x
    Given the text "</script><b>x" is shown

  Scenario: A CDATA end ]]> in a name
    Given the text "]]>" is shown
    Then it fails with "]]></failure><script>alert(1)</script>"

  Scenario: Control [31m characters  and  here
    Given the text "bell  escape [0m" is shown
    Then it fails with "form feed  and unit separator "
