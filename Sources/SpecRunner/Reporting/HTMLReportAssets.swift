/// The HTML report's style sheet and script, inlined in the page so that it needs no network and no other file.
///
/// The script only filters and expands scenarios; the page reads completely without it. Neither contains any
/// text from the run, so nothing in a feature file can reach them.
enum HTMLReportAssets {
    /// Content-Security-Policy for the page: nothing may be loaded from anywhere; images only from `data:` URLs.
    static let contentSecurityPolicy =
        "default-src 'none'; img-src data:; style-src 'unsafe-inline'; script-src 'unsafe-inline'; "
        + "base-uri 'none'; form-action 'none'"

    static let style = """
        :root { --passed: #1a7f37; --failed: #cf222e; --skipped: #0969da; --pending: #9a6700;
          --undefined: #9a6700; --ambiguous: #8250df; --notrun: #6e7781; --line: #d0d7de; --soft: #f6f8fa; }
        * { box-sizing: border-box; }
        body { font: 15px/1.45 -apple-system, "Segoe UI", Roboto, Helvetica, Arial, sans-serif; margin: 0;
          color: #1f2328; background: #fff; }
        header.run, main, footer { max-width: 1100px; margin: 0 auto; padding: 0 20px; }
        header.run { padding-top: 20px; }
        h1 { font-size: 26px; margin: 0 0 8px; }
        h2 { font-size: 19px; margin: 24px 0 8px; border-bottom: 1px solid var(--line); padding-bottom: 4px; }
        h3 { font-size: 16px; margin: 16px 0 6px; }
        .verdict { font-size: 18px; font-weight: 600; padding: 10px 14px; border-radius: 6px; margin: 8px 0 12px; }
        .verdict.green { background: #dafbe1; color: var(--passed); }
        .verdict.red { background: #ffebe9; color: var(--failed); }
        .notice { background: var(--soft); border-left: 4px solid var(--skipped); padding: 6px 10px; }
        section.warnings li { margin: 4px 0; }
        section.warnings .hint { color: #57606a; }
        dl.counts { display: flex; flex-wrap: wrap; gap: 6px 18px; margin: 6px 0; }
        dl.counts div { display: flex; gap: 6px; }
        dl.counts dt { color: #57606a; }
        dl.counts dd { margin: 0; font-weight: 600; }
        .status.passed { color: var(--passed); }
        .status.failed { color: var(--failed); }
        .status.skipped { color: var(--skipped); }
        .status.pending, .status.undefined { color: var(--pending); }
        .status.ambiguous { color: var(--ambiguous); }
        .status.notrun, .status.unknown, .status.nosteps { color: var(--notrun); }
        table { border-collapse: collapse; margin: 4px 0 10px; }
        th, td { border: 1px solid var(--line); padding: 3px 8px; text-align: left; vertical-align: top; }
        th { background: var(--soft); }
        td.number { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
        .bar { display: inline-block; width: 90px; height: 8px; background: #eaeef2; border-radius: 4px;
          vertical-align: middle; margin-left: 6px; overflow: hidden; }
        .bar span { display: block; height: 100%; background: var(--passed); }
        section.feature { margin: 28px 0; }
        section.feature > h2 .uri, .where { color: #57606a; font-size: 13px; font-weight: normal; }
        section.rule { margin: 12px 0 12px 12px; padding-left: 12px; border-left: 3px solid var(--line); }
        .description { white-space: pre-wrap; color: #57606a; margin: 4px 0 8px; }
        .tag { display: inline-block; background: #ddf4ff; color: #0550ae; border-radius: 10px; padding: 0 8px;
          font-size: 12px; margin-right: 4px; }
        details.scenario { border: 1px solid var(--line); border-left-width: 5px; border-radius: 6px;
          margin: 8px 0; padding: 4px 10px; }
        details.scenario.passed { border-left-color: var(--passed); }
        details.scenario.failed { border-left-color: var(--failed); }
        details.scenario.skipped { border-left-color: var(--skipped); }
        details.scenario.pending, details.scenario.undefined { border-left-color: var(--pending); }
        details.scenario.ambiguous { border-left-color: var(--ambiguous); }
        details.scenario.notrun, details.scenario.nosteps { border-left-color: var(--notrun); }
        details.scenario > summary { cursor: pointer; font-weight: 600; padding: 2px 0; }
        .badge { font-size: 12px; font-weight: normal; border: 1px solid currentColor; border-radius: 10px;
          padding: 0 7px; margin-left: 6px; }
        ol.steps { list-style: none; padding: 0; margin: 6px 0; }
        ol.steps li { padding: 2px 0; }
        ol.steps li.background .keyword { font-style: italic; }
        .mark { display: inline-block; width: 1.3em; font-weight: 700; }
        .keyword { font-weight: 600; }
        .argument { font-weight: 600; background: #fff8c5; border-radius: 3px; padding: 0 2px; }
        pre { background: var(--soft); border-radius: 4px; padding: 6px 10px; margin: 4px 0 4px 1.3em;
          white-space: pre-wrap; word-break: break-word; font: 13px/1.4 ui-monospace, Menlo, Consolas, monospace; }
        pre.error { background: #ffebe9; color: #82071e; }
        pre.note { background: #fff8c5; }
        .step table, .step .attachment, .step .detail { margin-left: 1.3em; }
        .detail { color: #57606a; font-size: 13px; }
        .attachment img { max-width: 100%; border: 1px solid var(--line); }
        .group { color: #57606a; font-size: 13px; margin-top: 4px; }
        nav.filter { margin: 12px 0; }
        body.only-problems details.scenario.passed { display: none; }
        footer { color: #57606a; font-size: 13px; padding-bottom: 30px; }
        @media print { nav.filter { display: none; } details.scenario { break-inside: avoid; } }
        """

    static let script = """
        (function () {
          var toggle = document.getElementById('only-problems');
          if (!toggle) { return; }
          toggle.addEventListener('change', function () {
            document.body.classList.toggle('only-problems', toggle.checked);
          });
        })();
        """
}
