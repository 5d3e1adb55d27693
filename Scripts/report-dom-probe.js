// Appended (inside a <script>) to a copy of an HTML report by the browser checks (Tests/SpecRunnerTests/
// HTMLBrowserCheck.swift, Scripts/check_html_dom.py): once the browser has rendered the page, it writes what the
// DOM shows as percent-encoded JSON into a pre element with the id dom-probe, which `chromium --headless
// --dump-dom` prints.
window.addEventListener('load', function () {
  function text(node) { return node ? node.textContent : null; }
  var features = Array.prototype.map.call(document.querySelectorAll('section.feature'), function (feature) {
    return {
      lang: feature.getAttribute('lang'),
      keyword: text(feature.querySelector('h2 .keyword')),
      name: text(feature.querySelector('h2 .name')),
      scenarios: Array.prototype.map.call(feature.querySelectorAll('details.scenario'), function (scenario) {
        return {
          name: text(scenario.querySelector('summary .name')),
          keyword: text(scenario.querySelector('summary .keyword')),
          status: text(scenario.querySelector('summary .badge.status')),
          result: scenario.dataset.status,
          tags: scenario.dataset.tags,
          open: scenario.open,
          steps: Array.prototype.map.call(scenario.querySelectorAll(':scope > ol.steps > li.step'), function (step) {
            return {
              text: (text(step.querySelector('.keyword')) || '') + (text(step.querySelector('.text')) || ''),
              status: step.className.split(' ')[1]
            };
          })
        };
      })
    };
  });
  var resources = (performance.getEntriesByType('resource') || []).map(function (entry) { return entry.name; });
  var probe = {
    lang: document.documentElement.lang,
    title: document.title,
    verdict: text(document.getElementById('verdict')),
    verdictClass: document.getElementById('verdict') ? document.getElementById('verdict').className : null,
    features: features,
    errors: Array.prototype.map.call(document.querySelectorAll('pre.error'), text),
    boldElements: document.querySelectorAll('b').length,
    scripts: document.scripts.length,
    images: Array.prototype.map.call(document.images, function (image) {
      return { alt: image.alt, width: image.naturalWidth, complete: image.complete };
    }),
    externalResources: resources.filter(function (name) { return name.indexOf('data:') !== 0; }),
    coverage: text(document.getElementById('coverage')),
    links: Array.prototype.map.call(document.querySelectorAll('main a.tag'), function (link) {
      return { tag: link.textContent, href: link.href };
    }),
    stories: Array.prototype.map.call(document.querySelectorAll('#stories tr.story'), function (row) {
      var counts = {};
      row.querySelectorAll('td[data-count]').forEach(function (cell) {
        counts[cell.dataset.count] = Number(cell.textContent);
      });
      return { story: row.dataset.story, href: row.querySelector('th a').href, counts: counts,
        scenarios: row.querySelectorAll('td ul li a').length };
    })
  };
  var pre = document.createElement('pre');
  pre.id = 'dom-probe';
  pre.textContent = encodeURIComponent(JSON.stringify(probe));
  document.body.appendChild(pre);
});
