// Flow kind "blockLink": a block by number, then by its hash (the same block), and its parent hash is the previous
// block's hash. Found by the 200 body's `…Hash`, `parent…Hash` and `…Number` fields and a `block` path parameter.
import { parameterExamples } from "@avaspec/spec-model";
import { isDeepStrictEqual } from "node:util";
import { checkRestAnswer, type Context, fail, sendRest } from "../checks.js";
import type { CaseResult } from "../results.js";
import type { RestApiName } from "../types.js";
import type { RestFlowKind, RestFlowSource } from "./kind.js";

export interface BlockLinkFlow {
  kind: "blockLink";
  api: RestApiName;
  operationId: string;
  name: string;
  /** Path template, e.g. /v1/chains/{chainId}/blocks/{blockId}, with every other parameter in `values`. */
  pathTemplate: string;
  values: Record<string, string>;
  blockParam: string;
  first: string;
  fields: { number: string; hash: string; parentHash: string };
  headers?: Record<string, string>;
}

export const blockLinkFlows: RestFlowKind<BlockLinkFlow> = {
  kind: "blockLink",
  derive: deriveBlockLink,
  targets: (f) => [f.operationId],
  run: runBlockLink,
};

// ------------------------------------------------------------------ derivation

function deriveBlockLink({ operation, requests }: RestFlowSource): BlockLinkFlow[] {
  const { api, operationId, path, params, okSchema } = operation;
  const { base } = requests;
  const props = okSchema?.properties ?? {};
  const hashF = Object.keys(props).find((k) => /hash$/i.test(k) && !/parent/i.test(k));
  const parentF = Object.keys(props).find((k) => /^parent.*hash$/i.test(k));
  const numberF = Object.keys(props).find((k) => /number$/i.test(k));
  const blockParam = params.find((p) => p.in === "path" && /block/i.test(p.name));
  if (!hashF || !parentF || !numberF || !blockParam) return [];
  const values: Record<string, string> = {};
  for (const p of params) if (p.in === "path" && p !== blockParam) values[p.name] = String(base[p.name]);
  const numeric =
    parameterExamples(blockParam)
      .map((e) => String(e.value))
      .find((v) => /^\d+$/.test(v)) ?? String(base[blockParam.name]);
  const headers: Record<string, string> = {};
  for (const p of params) if (p.in === "header" && base[p.name] !== undefined) headers[p.name] = String(base[p.name]);
  return [
    {
      kind: "blockLink",
      api,
      operationId,
      name: `flow: ${blockParam.name} by number then by ${hashF}; ${parentF} = previous block's ${hashF}`,
      pathTemplate: path,
      values,
      blockParam: blockParam.name,
      first: numeric,
      fields: { number: numberF, hash: hashF, parentHash: parentF },
      ...(Object.keys(headers).length ? { headers } : {}),
    },
  ];
}

// ------------------------------------------------------------------ run

async function runBlockLink(ctx: Context, f: BlockLinkFlow, result: CaseResult) {
  const base = ctx.options.urls[f.api] as string;
  const get = async (blockId: string, step: string) => {
    let path = f.pathTemplate.replace(`{${f.blockParam}}`, encodeURIComponent(blockId));
    for (const [k, v] of Object.entries(f.values)) path = path.replace(`{${k}}`, encodeURIComponent(v));
    const out = await sendRest(ctx, base, { method: "GET", path, ...(f.headers ? { headers: f.headers } : {}) });
    if (!out.ok) {
      fail(result, [{ check: "transport", message: `${step}: ${out.reason}` }]);
      return undefined;
    }
    result.seen.push(String(out.answer.status));
    const checked = checkRestAnswer(ctx, f.api, f.operationId, out.answer, [200]);
    if (checked.failures.length) {
      fail(
        result,
        checked.failures.map((x) => ({ ...x, message: `${step}: ${x.message}` })),
      );
      return undefined;
    }
    return checked.body as Record<string, unknown>;
  };
  const block = await get(f.first, `${f.blockParam}=${f.first}`);
  if (!block) return;
  const hash = String(block[f.fields.hash]);
  const byHash = await get(hash, `${f.blockParam}=${hash}`);
  if (!byHash) return;
  if (!isDeepStrictEqual(block, byHash)) {
    const diff = Object.keys({ ...block, ...byHash }).filter((k) => !isDeepStrictEqual(block[k], byHash[k]));
    fail(result, [
      { check: "link-block-hash", message: `block ${f.first} and block ${hash} differ in ${diff.join(", ")}` },
    ]);
  }
  const n = BigInt(String(block[f.fields.number]));
  if (n > 0n) {
    const prev = await get(String(n - 1n), `${f.blockParam}=${n - 1n}`);
    if (prev && prev[f.fields.hash] !== block[f.fields.parentHash]) {
      fail(result, [
        {
          check: "link-parent-hash",
          message:
            `${f.fields.parentHash} of block ${n} is ${block[f.fields.parentHash]}, ` +
            `but block ${n - 1n} has ${f.fields.hash} ${prev[f.fields.hash]}`,
        },
      ]);
    }
  }
}
