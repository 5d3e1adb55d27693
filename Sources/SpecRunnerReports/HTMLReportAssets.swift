import CucumberMessages
import SpecRunnerCore

/// The HTML report's style sheet and script, inlined in the page so that it needs no network and no other file.
///
/// The script finds (search, tag expression, status, all kept in the URL), opens outline rows and switches the
/// theme; without it the page shows everything expanded (``expanded``). Neither contains any text from
/// the run, so nothing in a feature file can reach them: the script's words come from `data-` attributes.
enum HTMLReportAssets {
    /// Content-Security-Policy for the page: nothing may be loaded from anywhere; images only from `data:` URLs.
    static let contentSecurityPolicy =
        "default-src 'none'; img-src data:; style-src 'unsafe-inline'; script-src 'unsafe-inline'; "
        + "base-uri 'none'; form-action 'none'"

    /// Without a script nothing could be unfolded: closed parts show their content anyway.
    static let expanded = "details::details-content { content-visibility: visible; display: contents; }"

    /// The status marks before steps and scenario titles, drawn from their class so that a page of many
    /// thousand steps does not repeat them: one rule a status.
    static let marks: String = {
        let kinds =
            Status.allCases.map { ($0.word, HTMLFeatureRenderer.symbol($0)) }
            + [("notrun", HTMLFeatureRenderer.symbol(nil)), ("nosteps", HTMLFeatureRenderer.symbol(nil))]
        return kinds.map { word, mark in
            "li.step.\(word)::before, details.scenario.\(word) > summary::before { content: \"\(mark)\"; "
                + "color: var(--\(word)); }"
        }
        .joined(separator: "\n")
    }()

    static let style = """
        :root { --passed: #1a7f37; --failed: #cf222e; --skipped: #0969da; --pending: #9a6700;
          --undefined: #9a6700; --ambiguous: #8250df; --notrun: #6e7781; --line: #d0d7de; --soft: #f6f8fa;
          --page: #fff; --unknown: var(--notrun); --nosteps: var(--notrun); --muted: #57606a; }
        * { box-sizing: border-box; }
        /* A link to a feature, rule or scenario lands below the search bar that stays at the top. */
        :root { scroll-padding-top: 8.5em; }
        body { font: 15px/1.45 -apple-system, "Segoe UI", Roboto, Helvetica, Arial, sans-serif; margin: 0;
          color: #1f2328; background: var(--page); }
        header.run, main, footer, nav.filters, nav.tree { max-width: 1100px; margin: 0 auto; padding: 0 20px; }
        header.run { padding-top: 20px; }
        h1 { font-size: 26px; margin: 0 0 8px; }
        h2 { font-size: 19px; margin: 24px 0 8px; border-bottom: 1px solid var(--line); padding-bottom: 4px; }
        h3 { font-size: 16px; margin: 16px 0 6px; }
        .verdict { font-size: 18px; font-weight: 600; padding: 10px 14px; border-radius: 6px; margin: 8px 0 12px; }
        .verdict.green { background: #dafbe1; color: var(--passed); }
        .verdict.red { background: #ffebe9; color: var(--failed); }
        .notice { background: var(--soft); border-left: 4px solid var(--skipped); padding: 6px 10px; }
        section.warnings li { margin: 4px 0; }
        section.warnings .hint { color: var(--muted); }
        dl.counts { display: flex; flex-wrap: wrap; gap: 6px 18px; margin: 6px 0; }
        dl.counts div { display: flex; gap: 6px; }
        dl.counts dt { color: var(--muted); }
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
        section.feature { margin: 28px 0; content-visibility: auto; contain-intrinsic-size: auto 3000px; }
        section.feature > h2 .uri, .where { color: var(--muted); font-size: 13px; font-weight: normal; }
        section.rule { margin: 12px 0 12px 12px; padding-left: 12px; border-left: 3px solid var(--line); }
        .description { white-space: pre-wrap; color: var(--muted); margin: 4px 0 8px; }
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
        li.step::before, details.scenario > summary::before { display: inline-block; width: 1.3em;
          font-weight: 700; }
        li.group { color: var(--muted); font-style: italic; }
        .keyword { font-weight: 600; }
        .argument { font-weight: 600; background: #fff8c5; border-radius: 3px; padding: 0 2px; }
        pre { background: var(--soft); border-radius: 4px; padding: 6px 10px; margin: 4px 0 4px 1.3em;
          white-space: pre-wrap; word-break: break-word; font: 13px/1.4 ui-monospace, Menlo, Consolas, monospace; }
        pre.error { background: #ffebe9; color: #82071e; }
        pre.note { background: #fff8c5; }
        .step table, .step .attachment, .step .detail, ol.template table { margin-left: 1.3em; }
        .detail { color: var(--muted); font-size: 13px; }
        .attachment img { max-width: 100%; border: 1px solid var(--line); }
        .group { color: var(--muted); font-size: 13px; margin-top: 4px; }
        footer { color: var(--muted); font-size: 13px; padding-bottom: 30px; }
        [hidden] { display: none !important; }
        nav.filters { position: sticky; top: 0; z-index: 2; background: var(--page); border-bottom: 1px solid
          var(--line); padding-top: 8px; padding-bottom: 8px; display: flex; flex-wrap: wrap; gap: 6px 14px; align-items: center; }
        nav.filters input[type="search"], nav.filters input[type="text"] { font: inherit; padding: 2px 6px;
          min-width: 16em; border: 1px solid var(--line); border-radius: 4px; background: var(--page);
          color: inherit; }
        nav.filters input[aria-invalid="true"] { border-color: var(--failed); }
        nav.filters fieldset { border: 0; padding: 0; margin: 0; display: flex; flex-wrap: wrap; gap: 2px 10px; }
        nav.filters legend { float: left; margin-right: 6px; }
        nav.filters button { font: inherit; border: 1px solid var(--line); border-radius: 4px;
          background: var(--soft); color: inherit; padding: 1px 8px; cursor: pointer; }
        #tag-error { color: var(--failed); }
        #shown { margin: 0; color: var(--muted); }
        :focus-visible { outline: 2px solid var(--skipped); outline-offset: 2px; }
        nav.tree ul { margin: 2px 0; padding-left: 18px; }
        nav.tree { font-size: 14px; margin-top: 10px; }
        section.outline { margin: 8px 0; }
        .outline-head { font-weight: 600; }
        tr.row { cursor: pointer; }
        tr.row td:first-child { font-weight: 700; }
        tr.row.passed td:first-child { color: var(--passed); }
        tr.row.failed td:first-child { color: var(--failed); }
        tr.row.skipped td:first-child { color: var(--skipped); }
        tr.row.pending td:first-child, tr.row.undefined td:first-child { color: var(--pending); }
        tr.row.ambiguous td:first-child { color: var(--ambiguous); }
        tr.row.passed { background: color-mix(in srgb, var(--passed) 10%, transparent); }
        tr.row.failed { background: color-mix(in srgb, var(--failed) 12%, transparent); }
        tr.row.pending, tr.row.undefined { background: color-mix(in srgb, var(--pending) 12%, transparent); }
        tr.row.skipped { background: color-mix(in srgb, var(--skipped) 10%, transparent); }
        .history { display: inline-flex; gap: 2px; margin-left: 8px; vertical-align: middle; }
        .history span { width: 9px; height: 9px; border-radius: 2px; background: var(--notrun); }
        .history .passed { background: var(--passed); }
        .history .failed { background: var(--failed); }
        .history .skipped { background: var(--skipped); }
        .history .pending, .history .undefined { background: var(--pending); }
        .history .ambiguous { background: var(--ambiguous); }
        table.trend td { white-space: nowrap; }
        .visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%);
          white-space: nowrap; }
        figure.trend-chart { margin: 4px 0 10px; }
        figure.trend-chart svg { max-width: 100%; height: auto; display: block; }
        figure.trend-chart figcaption { color: var(--muted); font-size: 13px; }
        svg.trend .grid { stroke: var(--line); stroke-width: 1; }
        svg.trend .axis { fill: var(--muted); font-size: 11px; }
        svg.trend polyline { fill: none; stroke-width: 2; stroke-linejoin: round; }
        svg.trend polyline.passing { stroke-width: 4; }
        svg.trend polyline.bound { stroke-dasharray: 6 4; }
        svg.trend .passing { stroke: var(--passed); fill: var(--passed); }
        svg.trend .bound { stroke: var(--skipped); fill: var(--skipped); }
        svg.trend polyline.passing, svg.trend polyline.bound { fill: none; }
        .key { display: inline-block; width: 14px; height: 3px; vertical-align: middle; margin: 0 4px 0 8px; }
        .key.passing { background: var(--passed); }
        .key.bound { background: repeating-linear-gradient(90deg, var(--skipped) 0 6px, transparent 6px 9px); }
        nav.tree .count { color: var(--muted); font-size: 12px; border: 1px solid var(--line); border-radius: 10px;
          padding: 0 6px; margin-left: 4px; font-variant-numeric: tabular-nums; }
        section.rule > dl.counts { font-size: 14px; }
        table.trend caption { text-align: left; color: var(--muted); }
        details.coverage-detail > summary { cursor: pointer; margin: 8px 0; }
        :root[data-theme="dark"] { --passed: #3fb950; --failed: #f85149; --skipped: #58a6ff; --pending: #d29922;
          --undefined: #d29922; --ambiguous: #bc8cff; --notrun: #8b949e; --line: #30363d; --soft: #161b22;
          --page: #0d1117; --muted: #9198a1; }
        :root[data-theme="dark"] body { color: #e6edf3; background: var(--page); }
        :root[data-theme="dark"] .verdict.green { background: #12261e; }
        :root[data-theme="dark"] .verdict.red { background: #2d1214; }
        :root[data-theme="dark"] pre.error { background: #2d1214; color: #ffa198; }
        :root[data-theme="dark"] pre.note, :root[data-theme="dark"] .argument { background: #2e2a12; }
        :root[data-theme="dark"] .tag { background: #0c2d4b; color: #79c0ff; }
        :root[data-theme="dark"] a { color: #58a6ff; }
        :root[data-theme="dark"] .bar { background: #30363d; }
        @media print {
          nav.filters, nav.tree { display: none; }
          details.scenario { break-inside: avoid; }
          details::details-content { content-visibility: visible; display: contents; }
          section.feature { content-visibility: visible; }
          body { color: #000; background: #fff; }
          .visually-hidden { position: static; width: auto; height: auto; overflow: visible; clip-path: none; }
        }
        """

    static let script = """
        (function () {
          'use strict';
          var root = document.documentElement;
          var filters = document.getElementById('filters');

          // Tag expressions as --tags reads them (Sources/TagExpressions): the same tokens, escapes, precedence
          // and errors, so an expression tried in the page selects what the command line would.
          function parseTags(text) {
            var tokens = [], name = '', inName = false, escaped = false;
            function fail(key, message) { return { error: key, message: 'Tag expression "' + text +
              '" could not be parsed because of syntax error: ' + message }; }
            function endName() {
              if (!inName) { return; }
              tokens.push(name === 'not' || name === 'and' || name === 'or' ? { op: name } : { tag: name });
              name = ''; inName = false;
            }
            var chars = Array.from(text);
            for (var i = 0; i < chars.length; i++) {
              var c = chars[i], space = /^\\s$/u.test(c);
              if (escaped) {
                if (c !== '(' && c !== ')' && c !== '\\\\' && !space) {
                  return fail('escape', 'Illegal escape before "' + c + '".');
                }
                name += c; inName = true; escaped = false;
              } else if (c === '\\\\') { escaped = true; }
              else if (space) { endName(); }
              else if (c === '(' || c === ')') { endName(); tokens.push({ op: c }); }
              else { name += c; inName = true; }
            }
            if (escaped) { return fail('escape', 'Illegal escape at the end of the expression.'); }
            endName();
            if (tokens.length === 0) { return { test: function () { return true; }, text: '' }; }
            var precedence = { or: 0, and: 1, not: 2 };
            var operators = [], operands = [], expectingOperand = true, problem = null;
            // Each operand is its test and its canonical text (as TagExpression.description writes it).
            function push(op) {
              if (op === 'not') {
                if (operands.length < 1) { return fail('operand', 'Expected operand.'); }
                var inner = operands.pop();
                operands.push({ test: function (tags) { return !inner.test(tags); }, binary: false,
                  text: inner.binary ? 'not ' + inner.text : 'not ( ' + inner.text + ' )' });
              } else if (op === 'and' || op === 'or') {
                if (operands.length < 2) { return fail('operand', 'Expected operand.'); }
                var right = operands.pop(), left = operands.pop();
                operands.push({ test: op === 'and' ? function (tags) { return left.test(tags) && right.test(tags); }
                  : function (tags) { return left.test(tags) || right.test(tags); }, binary: true,
                  text: '( ' + left.text + ' ' + op + ' ' + right.text + ' )' });
              }
              return null;
            }
            for (var t = 0; t < tokens.length; t++) {
              var token = tokens[t];
              if (token.tag !== undefined) {
                if (!expectingOperand) { return fail('operator', 'Expected operator.'); }
                (function (tag) {
                  operands.push({ test: function (tags) { return tags.indexOf(tag) >= 0; }, binary: false,
                    text: Array.from(tag).map(function (c) { return /^[()\\\\]$|^\\s$/u.test(c) ? '\\\\' + c : c; })
                      .join('') });
                })(token.tag);
                expectingOperand = false;
              } else if (token.op === 'not' || token.op === '(') {
                if (!expectingOperand) { return fail('operator', 'Expected operator.'); }
                operators.push(token.op);
              } else if (token.op === 'and' || token.op === 'or') {
                if (expectingOperand) { return fail('operand', 'Expected operand.'); }
                while (operators.length && operators[operators.length - 1] !== '(' &&
                  precedence[token.op] <= precedence[operators[operators.length - 1]]) {
                  if ((problem = push(operators.pop()))) { return problem; }
                }
                operators.push(token.op); expectingOperand = true;
              } else {
                if (expectingOperand) { return fail('operand', 'Expected operand.'); }
                while (operators.length && operators[operators.length - 1] !== '(') {
                  if ((problem = push(operators.pop()))) { return problem; }
                }
                if (!operators.length) { return fail('close', 'Unmatched ).'); }
                operators.pop();
              }
            }
            if (expectingOperand) { return fail('operand', 'Expected operand.'); }
            while (operators.length) {
              var top = operators.pop();
              if (top === '(') { return fail('open', 'Unmatched (.'); }
              if ((problem = push(top))) { return problem; }
            }
            if (operands.length !== 1) { return fail('operator', 'Expected operator.'); }
            return operands[0];
          }
          window.specReport = { parseTags: parseTags };

          var scenarios = Array.prototype.slice.call(document.querySelectorAll('details.scenario'));
          // On paper nothing can be opened: print it all.
          window.addEventListener('beforeprint', function () {
            Array.prototype.forEach.call(document.querySelectorAll('details'), function (part) { part.open = true; });
          });
          function openScenario(id) {
            var scenario = document.getElementById(id);
            if (!scenario) { return; }
            scenario.open = true;
            scenario.scrollIntoView({ block: 'nearest' });
            var summary = scenario.querySelector('summary');
            if (summary) { summary.focus(); }
          }
          Array.prototype.forEach.call(document.querySelectorAll('tr.row[data-scenario]'), function (row) {
            function follow(event) {
              if (event.type === 'keydown' && event.key !== 'Enter' && event.key !== ' ') { return; }
              event.preventDefault();
              openScenario(row.getAttribute('data-scenario'));
            }
            row.addEventListener('click', follow);
            row.addEventListener('keydown', follow);
          });

          var theme = document.getElementById('theme');
          function setTheme(dark) {
            root.setAttribute('data-theme', dark ? 'dark' : 'light');
            if (theme) { theme.setAttribute('aria-pressed', dark ? 'true' : 'false'); }
          }
          var stored = null;
          try { stored = window.localStorage.getItem('spec-report-theme'); } catch (ignored) {}
          setTheme(stored ? stored === 'dark' : window.matchMedia('(prefers-color-scheme: dark)').matches);
          if (theme) {
            theme.addEventListener('click', function () {
              var dark = root.getAttribute('data-theme') !== 'dark';
              setTheme(dark);
              try { window.localStorage.setItem('spec-report-theme', dark ? 'dark' : 'light'); } catch (ignored) {}
            });
          }
          if (!filters) { return; }
          filters.hidden = false;

          var search = document.getElementById('search');
          var tags = document.getElementById('tags');
          var tagError = document.getElementById('tag-error');
          var shown = document.getElementById('shown');
          var boxes = Array.prototype.slice.call(filters.querySelectorAll('input[name="status"]'));
          var rows = Array.prototype.slice.call(document.querySelectorAll('tr.row[data-scenario]'));
          // Lower case without accents, on both sides: `catalogo` finds `Catálogo`, as people type.
          function fold(text) { return text.normalize('NFD').replace(/[\\u0300-\\u036f]/g, '').toLowerCase(); }
          function ofText(shown, total) {
            return filters.getAttribute('data-of').replace('{shown}', String(shown)).replace('{total}', String(total));
          }
          var entries = null, sections = null, outlines = null;
          function index() {
            // Built on the first filter, not on load: opening the page stays as fast as reading it.
            if (entries) { return entries; }
            // Features and rules with their counts and their entries in the contents tree, which follow the filters.
            var tree = {};
            Array.prototype.forEach.call(document.querySelectorAll('nav.tree li[data-group]'), function (item) {
              tree[item.getAttribute('data-group')] = item;
            });
            sections = Array.prototype.map.call(document.querySelectorAll('section.feature, section.rule'),
              function (section) {
                var list = section.querySelector(':scope > dl.counts');
                var item = tree[section.id];
                return {
                  element: section,
                  total: Number(list ? list.getAttribute('data-total') : 0),
                  cells: list ? Array.prototype.map.call(list.querySelectorAll('dd'), function (cell) {
                    return { cell: cell, kind: (cell.className.split(' ')[1] || ''), text: cell.textContent };
                  }) : [],
                  item: item,
                  count: item ? item.querySelector(':scope > .count') : null
                };
              });
            outlines = Array.prototype.slice.call(document.querySelectorAll('section.outline'));
            entries = scenarios.map(function (scenario) {
              var feature = scenario.closest('section.feature');
              var rule = scenario.closest('section.rule');
              var outline = scenario.closest('section.outline');
              var text = scenario.textContent;
              [feature && feature.querySelector('h2'), rule && rule.querySelector('h3'),
                outline && outline.querySelector('.outline-head')].forEach(function (head) {
                if (head) { text += ' ' + head.textContent; }
              });
              return {
                element: scenario,
                feature: feature,
                rule: rule,
                text: fold(text),
                tags: (scenario.getAttribute('data-tags') || '').split(' '),
                status: scenario.getAttribute('data-status'),
                flaky: scenario.hasAttribute('data-flaky'),
                unbound: scenario.hasAttribute('data-unbound')
              };
            });
            return entries;
          }

          function state() {
            var statuses = boxes.filter(function (box) { return box.checked; })
              .map(function (box) { return box.value; });
            return { q: search.value, tags: tags.value, status: statuses.join(',') };
          }
          function writeState(current) {
            var parts = [];
            ['q', 'tags', 'status'].forEach(function (key) {
              if (current[key]) { parts.push(key + '=' + encodeURIComponent(current[key])); }
            });
            var hash = parts.length ? '#?' + parts.join('&') : ' ';
            try { history.replaceState(null, '', hash === ' ' ? location.pathname + location.search : hash); }
            catch (ignored) { location.hash = hash; }
          }
          function readState() {
            if (location.hash.indexOf('#?') !== 0) { return false; }
            var values = {};
            location.hash.slice(2).split('&').forEach(function (part) {
              var equals = part.indexOf('=');
              if (equals > 0) {
                try { values[part.slice(0, equals)] = decodeURIComponent(part.slice(equals + 1)); } catch (ignored) {}
              }
            });
            search.value = values.q || '';
            tags.value = values.tags || '';
            var statuses = (values.status || '').split(',');
            boxes.forEach(function (box) { box.checked = statuses.indexOf(box.value) >= 0; });
            return true;
          }

          function apply() {
            var words = fold(search.value).split(/\\s+/).filter(Boolean);
            var parsed = parseTags(tags.value);
            if (parsed.error) {
              tagError.textContent = filters.getAttribute('data-tag-error') + ' ' +
                filters.getAttribute('data-reason-' + parsed.error);
              tags.setAttribute('aria-invalid', 'true');
              parsed = { test: function () { return true; } };
            } else {
              tagError.textContent = '';
              tags.removeAttribute('aria-invalid');
            }
            var statuses = boxes.filter(function (box) { return box.checked; })
              .map(function (box) { return box.value; });
            var filtering = words.length > 0 || statuses.length > 0 || tags.value.trim() !== '';
            var count = 0, all = index(), byStatus = {}, shownIn = new Map();
            function tally(section, status) {
              if (!section) { return; }
              var counts = shownIn.get(section);
              if (!counts) { counts = { shown: 0 }; shownIn.set(section, counts); }
              counts.shown++;
              counts[status] = (counts[status] || 0) + 1;
            }
            for (var i = 0; i < all.length; i++) {
              var entry = all[i];
              var visible = !filtering || (parsed.test(entry.tags) &&
                words.every(function (word) { return entry.text.indexOf(word) >= 0; }) &&
                (statuses.length === 0 || statuses.indexOf(entry.status) >= 0 ||
                  (entry.flaky && statuses.indexOf('flaky') >= 0) ||
                  (entry.unbound && statuses.indexOf('notbound') >= 0)));
              entry.element.hidden = !visible;
              if (visible) {
                count++;
                byStatus[entry.status] = (byStatus[entry.status] || 0) + 1;
                if (entry.flaky) { byStatus.flaky = (byStatus.flaky || 0) + 1; }
                if (entry.unbound) { byStatus.notbound = (byStatus.notbound || 0) + 1; }
                // A scenario without steps counts as passed in its feature's counts, as the page wrote them.
                var counted = entry.status === 'nosteps' ? 'passed' : entry.status;
                tally(entry.feature, counted);
                tally(entry.rule, counted);
              }
            }
            rows.forEach(function (row) {
              var scenario = document.getElementById(row.getAttribute('data-scenario'));
              row.hidden = !!(scenario && scenario.hidden);
            });
            outlines.forEach(function (outline) {
              outline.hidden = filtering && !outline.querySelector('details.scenario:not([hidden])');
            });
            // Each feature's and rule's counts say what is shown of it ("3 of 12"); one with nothing shown folds
            // away, in the page and in the contents tree.
            sections.forEach(function (section) {
              var counts = shownIn.get(section.element) || { shown: 0 };
              var empty = filtering && counts.shown === 0;
              section.element.hidden = empty;
              section.cells.forEach(function (cell) {
                var number = cell.kind ? counts[cell.kind] || 0 : 0;
                cell.cell.textContent = !filtering ? cell.text
                  : cell.kind ? String(number) : ofText(counts.shown, section.total);
                cell.cell.parentNode.hidden = filtering && cell.kind !== '' && number === 0;
              });
              if (section.item) {
                section.item.hidden = empty;
                if (section.count) {
                  section.count.textContent = filtering ? ofText(counts.shown, section.total) : String(section.total);
                }
              }
            });
            // The counts of what is shown, by status, in the words of the status filters.
            var counts = boxes.filter(function (box) { return byStatus[box.value]; }).map(function (box) {
              return box.parentNode.textContent.trim() + ' ' + byStatus[box.value];
            });
            shown.textContent = filters.getAttribute('data-shown')
              .replace('{shown}', String(count)).replace('{total}', String(all.length)) +
              (counts.length ? ': ' + counts.join(', ') : '');
          }
          function changed() { apply(); writeState(state()); }
          search.addEventListener('input', changed);
          tags.addEventListener('input', changed);
          boxes.forEach(function (box) { box.addEventListener('change', changed); });
          document.getElementById('clear').addEventListener('click', function () {
            search.value = ''; tags.value = '';
            boxes.forEach(function (box) { box.checked = false; });
            changed();
          });
          window.addEventListener('hashchange', function () { if (readState()) { apply(); } });
          if (readState()) { apply(); }
          else {
            // Not apply(): the index is built on the first filter, so that opening a large page stays fast.
            shown.textContent = filters.getAttribute('data-shown')
              .replace('{shown}', String(scenarios.length)).replace('{total}', String(scenarios.length));
          }
        })();
        """
}
