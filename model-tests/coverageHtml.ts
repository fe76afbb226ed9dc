// The tester's HTML report of `npm run coverage:paths` (issue 14): every state and transition of the chart, covered
// or not by the chart run and by the browser suite, by which path, with the paths' steps.
import type { BrowserPath } from './browserPaths';

export interface CoverageTable {
  /** State node ids or transitionIds, in chart order. */
  ids: string[];
  /** The chart paths (their indexes in `chartPaths`) that took each id: the first one is enough to show. */
  chart: Map<string, number>;
  /** The browser paths (their indexes in `browserPaths`) that take each id. */
  browser: Map<string, number[]>;
}

export interface HtmlReportInput {
  generatedAt: string;
  chartPaths: { name: string; entry: string; events: string[] }[];
  browserPaths: BrowserPath[];
  states: CoverageTable;
  transitions: CoverageTable;
  eligible: number;
  max: number;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function table(title: string, data: CoverageTable, input: HtmlReportInput): string {
  const chartCovered = data.ids.filter((id) => data.chart.has(id)).length;
  const browserCovered = data.ids.filter((id) => data.browser.has(id)).length;
  const rows = data.ids
    .map((id) => {
      const chart = data.chart.get(id);
      const browser = data.browser.get(id) ?? [];
      const chartCell =
        chart === undefined
          ? '<td class="no">not covered</td>'
          : `<td class="yes"><a href="#c${chart}">chart path ${chart + 1}</a></td>`;
      const browserCell =
        browser.length === 0
          ? '<td class="no">not covered</td>'
          : `<td class="yes">${browser.map((index) => `<a href="#b${index}">${escapeHtml(input.browserPaths[index]?.name ?? '')}</a>`).join('<br>')}</td>`;
      return `<tr><td><code>${escapeHtml(id)}</code></td>${chartCell}${browserCell}</tr>`;
    })
    .join('\n');
  return `<h2>${title}</h2>
<p>Chart run: ${chartCovered}/${data.ids.length} covered. Browser suite: ${browserCovered}/${data.ids.length} covered.</p>
<table><thead><tr><th>${title.slice(0, -1)}</th><th>chart run</th><th>browser suite</th></tr></thead><tbody>
${rows}
</tbody></table>`;
}

export function coverageHtml(input: HtmlReportInput): string {
  const shownChart = new Set([...input.states.chart.values(), ...input.transitions.chart.values()]);
  const browserList = input.browserPaths
    .map(
      (
        path,
        index,
      ) => `<li id="b${index}"><strong>${escapeHtml(path.name)}</strong> (entry: ${escapeHtml(path.entry)}, opens <code>${escapeHtml(path.url)}</code>, as ${escapeHtml(path.persona)}, about ${path.cost.toFixed(1)} s)
<ol>${path.steps
        .map(
          (step) =>
            `<li>${step.action ? `<code>${escapeHtml(step.action)}</code> (${escapeHtml(step.label)}) on ${escapeHtml(step.on ?? '')}` : 'open the URL'}${
              step.outcomes.length ? `, the platform answers ${step.outcomes.map(escapeHtml).join(', ')}` : ''
            } → expect <code>${escapeHtml(step.expect.route || '(no route)')}</code>, screen ${escapeHtml(step.expect.screen)}${
              step.expect.modal ? `, modal ${escapeHtml(step.expect.modal)}` : ''
            }</li>`,
        )
        .join('')}</ol></li>`,
    )
    .join('\n');
  const chartList = [...shownChart]
    .sort((a, b) => a - b)
    .map((index) => {
      const path = input.chartPaths[index];
      return path
        ? `<li id="c${index}" value="${index + 1}">${escapeHtml(path.entry)}: ${path.events.map(escapeHtml).join(' › ') || '(start)'}</li>`
        : '';
    })
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Journey path coverage</title>
<style>
body{font-family:system-ui,sans-serif;margin:2rem;max-width:80rem}table{border-collapse:collapse;width:100%}
td,th{border:1px solid #ccc;padding:.25rem .5rem;text-align:left;vertical-align:top;font-size:.85rem}
.yes{background:#e6f4ea}.no{background:#fce8e6}code{font-size:.8rem}
</style></head><body>
<h1>Journey path coverage</h1>
<p>Generated ${escapeHtml(input.generatedAt)} by <code>npm run coverage:paths</code> from the production chart (machines/).</p>
<p><strong>Chart run</strong>: every generated path (${input.chartPaths.length}) run against the chart with the platform's answers sent by the test.
<strong>Browser suite</strong>: the ${input.browserPaths.length} paths e2e/generatedPaths.spec.ts drives in Chromium against the built app and the real sandbox platform, chosen by greedy set cover from ${input.eligible} paths of the browser's model of the chart (the events the UI sends, the outcomes the sandbox gives a persona), within the time budget (GENERATED_PATHS_MAX changes the count). Browser coverage is what the browser suite drives; every other path stays with the chart run.</p>
${table('States', input.states, input)}
${table('Transitions', input.transitions, input)}
<h2>Browser paths</h2><ol start="1">${browserList}</ol>
<h2>Chart paths named above</h2><ol>${chartList}</ol>
</body></html>
`;
}
