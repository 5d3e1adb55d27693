Feature: Hostile <img src=x onerror=document.title='pwned'>

  @tag<img>
  Scenario: <img src=x onerror=document.title='pwned'>
    Given the text "<img src=x onerror=document.title='pwned'>" is shown
    Then it fails with "]]></failure><img src=x onerror=document.title='pwned'>"

  Scenario: </script><b>x
    Given the text "</script><b>x" is shown
