// The script of the page at /__avaspec/ui, written as TypeScript functions (type-checked, unit-tested) and put in the
// page as their own source text (page.ts). So each function here is self-contained: it uses only its parameters,
// the browser's globals and the other functions of this file by name, never an import. Every value from the server is
// untrusted (a request's path, headers and body are whatever a client sent): the page writes text only through
// `textContent` and never builds markup from strings.

/** A difference of a near miss, as GET /__avaspec/faults and POST /__avaspec/verify give it. */
interface PageDifference {
  field: string;
  expected: unknown;
  actual: unknown;
}

interface PageNearMiss {
  request: { seq?: number; method?: string; path?: string };
  differences: PageDifference[];
}

interface PageEntry {
  seq: number;
  receivedAt: number;
  method: string;
  path: string;
  query?: Record<string, string | string[]>;
  body?: string;
  operations: string[];
  status: number | null;
  action?: string;
  durationMs: number | null;
  cause?: string;
  violations?: string[];
}

interface PageRule {
  id: number;
  name?: string;
  operation?: string;
  method?: string;
  match?: unknown;
  matched: number;
  fired: number;
  remaining?: number;
  nearMisses?: PageNearMiss[];
  [answer: string]: unknown;
}

/** A value as one line of text: strings as they are, anything else as JSON; long ones cut. */
export function shownValue(value: unknown, max = 200): string {
  let text: string;
  if (typeof value === "string") text = value;
  else if (value === undefined) text = "(absent)";
  else {
    try {
      text = JSON.stringify(value) ?? String(value);
    } catch {
      text = String(value);
    }
  }
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** One line per near miss: which request, and each field that differed (expected, then what it had). */
export function nearMissLines(nearMisses: readonly PageNearMiss[]): string[] {
  return nearMisses.map((miss) => {
    const r = miss.request ?? {};
    const which = `#${r.seq ?? "?"} ${r.method ?? ""} ${shownValue(r.path ?? "", 120)}`;
    const what = (miss.differences ?? [])
      .map((d) => `${d.field}: expected ${shownValue(d.expected, 80)}, got ${shownValue(d.actual, 80)}`)
      .join("; ");
    return `${which} — ${what || "no difference given"}`;
  });
}

/** What a rule answers, in words. */
export function answerText(rule: Readonly<Record<string, unknown>>): string {
  const error = rule.error as { code?: unknown } | undefined;
  const answer =
    rule.status !== undefined
      ? `status ${rule.status}`
      : rule.example !== undefined
        ? `example ${shownValue(rule.example, 60)}`
        : error !== undefined
          ? `error ${shownValue(error.code, 20)}`
          : rule.mock
            ? "the mock's own answer"
            : rule.reset
              ? "connection reset"
              : rule.hang
                ? "no answer (hang)"
                : rule.malformed !== undefined
                  ? `malformed (${rule.malformed === true ? "truncated" : shownValue(rule.malformed, 20)})`
                  : "the next answer";
  return rule.delayMs === undefined ? answer : `${answer}, after ${rule.delayMs} ms`;
}

/** A rule in one line: id and name, target and match, answer, and its counts. */
export function ruleLine(rule: PageRule): string {
  const target = rule.operation ?? rule.method ?? "every request";
  const where = rule.match === undefined ? "" : ` where ${shownValue(rule.match, 160)}`;
  const left = rule.remaining === undefined ? "" : `, ${rule.remaining} left`;
  const name = rule.name === undefined ? "" : ` ${shownValue(rule.name, 60)}`;
  const counts = `matched ${rule.matched}, fired ${rule.fired}${left}`;
  return `#${rule.id}${name}: ${target}${where} → ${answerText(rule)} · ${counts}`;
}

/** The scenario's sequences: where each stands. */
export function scenarioLines(state: {
  scenario?: Record<string, unknown>;
  positions?: Record<string, { step: number; used: number; done: boolean }>;
}): string[] {
  return Object.entries(state.scenario ?? {}).map(([name, sequence]) => {
    const steps = Array.isArray(sequence) ? sequence : ((sequence as { steps?: unknown[] })?.steps ?? []);
    const at = state.positions?.[name];
    if (at === undefined) return `${name}: ${steps.length} steps`;
    const where = at.done ? "done" : `step ${at.step + 1}, ${at.used} request(s) into it`;
    return `${name}: ${steps.length} step(s); ${where}`;
  });
}

/** A journal entry's cells, in the table's column order. */
export function entryCells(entry: PageEntry): string[] {
  const time = new Date(entry.receivedAt).toISOString().slice(11, 23);
  const query = Object.entries(entry.query ?? {})
    .map(([k, v]) => `${k}=${Array.isArray(v) ? v.join(",") : v}`)
    .join("&");
  const target = query ? `${entry.path}?${query}` : entry.path;
  const answer = entry.action ?? (entry.status === null ? "…" : String(entry.status));
  return [
    time,
    shownValue(entry.method, 20),
    shownValue(target, 300),
    shownValue(entry.operations.join(", "), 200),
    answer,
    entry.durationMs === null ? "" : String(entry.durationMs),
    shownValue(entry.cause ?? "", 60),
    (entry.violations ?? []).map((v) => shownValue(v, 300)).join("\n"),
    shownValue(entry.body ?? "", 200),
  ];
}

/** Whether the filter (an operationId or method; "" for all) shows the entry or rule. */
export function shownBy(filter: string, names: readonly (string | undefined)[]): boolean {
  return filter === "" || names.includes(filter);
}

/** The `since` of the next journal poll: the oldest unfinished entry shown, else the newest (inclusive: kept). */
export function nextSince(entries: readonly PageEntry[]): number | undefined {
  let pending: number | undefined;
  let newest: number | undefined;
  for (const e of entries) {
    if (e.status === null && e.action === undefined) pending = Math.min(pending ?? e.receivedAt, e.receivedAt);
    newest = Math.max(newest ?? e.receivedAt, e.receivedAt);
  }
  return pending ?? newest;
}

/** The page: polls the control routes every second and renders them; token, filter and reset in the header. */
export function runPage(doc: Document, pageFetch: typeof fetch, every: (run: () => void, ms: number) => void): void {
  const MAX_SHOWN = 500;
  const byId = (id: string) => doc.getElementById(id) as HTMLElement;
  const catalogue = JSON.parse(byId("avaspec-catalogue").textContent ?? "{}") as { api: string; ids: string[] };
  const entries = new Map<number, PageEntry>();
  const status = byId("status");
  const filterBox = byId("filter") as HTMLSelectElement;
  const tokenForm = byId("token-form") as HTMLFormElement;
  let token: string | undefined;
  let polls = 0;
  byId("api").textContent = catalogue.api;
  for (const id of catalogue.ids) {
    const option = doc.createElement("option");
    option.value = id;
    option.textContent = id;
    filterBox.append(option);
  }

  const call = async (method: string, route: string): Promise<unknown> => {
    const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
    const response = await pageFetch(`/__avaspec/${route}`, { method, headers, cache: "no-store" });
    if (response.status === 401) {
      tokenForm.hidden = false;
      throw new Error("this mock needs its --control-token: enter it above");
    }
    const body = (await response.json()) as { message?: unknown };
    if (!response.ok) throw new Error(`${method} /__avaspec/${route}: ${response.status} ${shownValue(body.message)}`);
    return body;
  };

  const item = (tag: string, text: string, className = "") => {
    const node = doc.createElement(tag);
    node.textContent = text;
    if (className) node.className = className;
    return node;
  };

  const renderJournal = () => {
    const filter = filterBox.value;
    const rows = [...entries.values()]
      .filter((e) => shownBy(filter, e.operations))
      .sort((a, b) => b.seq - a.seq)
      .map((e) => {
        const row = doc.createElement("tr");
        const bad = (e.violations?.length ?? 0) > 0 || (e.status ?? 0) >= 400 || e.action !== undefined;
        if (bad) row.className = "bad";
        row.dataset.seq = String(e.seq);
        for (const text of entryCells(e)) row.append(item("td", text));
        return row;
      });
    byId("journal-rows").replaceChildren(...rows);
    byId("journal-empty").hidden = rows.length > 0;
  };

  const renderRules = (rules: PageRule[]) => {
    const filter = filterBox.value;
    const shown = rules.filter(
      (r) => (r.operation === undefined && r.method === undefined) || shownBy(filter, [r.operation, r.method]),
    );
    const items = shown.map((rule) => {
      const li = item("li", ruleLine(rule), rule.matched === 0 ? "unmatched" : "");
      // near misses: shown when the server gives them (a rule that matched nothing)
      if (rule.matched === 0 && Array.isArray(rule.nearMisses)) {
        const misses = nearMissLines(rule.nearMisses);
        const list = doc.createElement("ul");
        list.className = "near-misses";
        if (misses.length === 0) list.append(item("li", "no request came close yet"));
        for (const line of misses) list.append(item("li", `near miss: ${line}`));
        li.append(list);
      }
      return li;
    });
    byId("rules").replaceChildren(...items);
    byId("rules-empty").hidden = items.length > 0;
  };

  const renderScenario = (state: Parameters<typeof scenarioLines>[0]) => {
    const lines = scenarioLines(state).map((line) => item("li", line));
    byId("scenario").replaceChildren(...lines);
    byId("scenario-empty").hidden = lines.length > 0;
  };

  const pollJournal = async () => {
    const known = [...entries.values()];
    const full = known.length === 0 || polls % 10 === 0;
    const since = full ? undefined : nextSince(known);
    const query = `limit=200${since === undefined ? "" : `&since=${since}`}`;
    const { requests } = (await call("GET", `requests?${query}`)) as { requests: PageEntry[] };
    if (full) entries.clear();
    for (const e of requests) entries.set(e.seq, e);
    const seqs = [...entries.keys()].sort((a, b) => b - a);
    for (const seq of seqs.slice(MAX_SHOWN)) entries.delete(seq);
  };

  const poll = async () => {
    try {
      await pollJournal();
      const { rules } = (await call("GET", "faults")) as { rules: PageRule[] };
      const scenario = (await call("GET", "scenario")) as Parameters<typeof scenarioLines>[0];
      renderJournal();
      renderRules(rules);
      renderScenario(scenario);
      status.textContent = `live · ${new Date().toISOString().slice(11, 19)} UTC`;
      status.className = "ok";
    } catch (error) {
      status.textContent = (error as Error).message;
      status.className = "error";
    }
    polls++;
  };

  const loop = () => {
    void poll().finally(() => every(loop, 1000));
  };

  tokenForm.addEventListener("submit", (event) => {
    event.preventDefault();
    token = (byId("token") as HTMLInputElement).value;
    tokenForm.hidden = true;
    polls = 0;
    void poll();
  });
  filterBox.addEventListener("change", () => {
    polls = 0;
    void poll();
  });
  byId("reset").addEventListener("click", () => {
    void call("POST", "reset")
      .then(() => {
        entries.clear();
        polls = 0;
        return poll();
      })
      .catch((error: Error) => {
        status.textContent = error.message;
        status.className = "error";
      });
  });
  loop();
}
