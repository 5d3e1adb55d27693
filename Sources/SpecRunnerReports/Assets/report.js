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
      var c = chars[i], space = /^\s$/u.test(c);
      if (escaped) {
        if (c !== '(' && c !== ')' && c !== '\\' && !space) {
          return fail('escape', 'Illegal escape before "' + c + '".');
        }
        name += c; inName = true; escaped = false;
      } else if (c === '\\') { escaped = true; }
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
            text: Array.from(tag).map(function (c) { return /^[()\\]$|^\s$/u.test(c) ? '\\' + c : c; })
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
  function fold(text) { return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase(); }
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
    var words = fold(search.value).split(/\s+/).filter(Boolean);
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
