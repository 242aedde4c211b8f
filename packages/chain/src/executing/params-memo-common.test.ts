// The memoized Common answers every parameter as a plain Common does, for copies made before and after a memoized
// merge and after a hardfork change; and a repeated merge is skipped (no new cache), which is its whole point.
import { Common, Hardfork, Mainnet } from "@ethereumjs/common";
import { paramsBlock } from "@ethereumjs/block";
import { paramsTx } from "@ethereumjs/tx";
import { describe, expect, it } from "vitest";
import { ParamsMemoCommon } from "./params-memo-common.js";

const NAMES = [
  "baseFeeMaxChangeDenominator",
  "elasticityMultiplier",
  "txGas",
  "txDataNonZeroGas",
  "accessListAddressGas",
];
const values = (common: Common) => NAMES.map((name) => common.param(name));
const cacheOf = (common: Common) => (common as unknown as { _paramsCache: object })._paramsCache;

describe("ParamsMemoCommon", () => {
  it("answers as a plain Common for every copy, and skips a merge it already made from the same cache", () => {
    const opts = { chain: Mainnet, hardfork: Hardfork.Cancun };
    const plain = new Common(opts);
    const memo = new ParamsMemoCommon(opts);
    for (const common of [plain, memo]) {
      common.updateParams(paramsBlock);
      common.updateParams(paramsTx);
    }
    expect(values(memo)).toEqual(values(plain));
    const first = memo.copy();
    first.updateParams(paramsBlock);
    const second = memo.copy();
    second.updateParams(paramsBlock);
    expect(cacheOf(second)).toBe(cacheOf(first)); // the second merge was skipped: the first one's cache
    const plainCopy = plain.copy();
    plainCopy.updateParams(paramsBlock);
    expect(values(second)).toEqual(values(plainCopy));
  });

  it("a hardfork change builds its own cache, and the copies after it answer that hardfork's values", () => {
    const memo = new ParamsMemoCommon({ chain: Mainnet, hardfork: Hardfork.Cancun });
    const plain = new Common({ chain: Mainnet, hardfork: Hardfork.Cancun });
    for (const common of [memo, plain]) {
      common.updateParams(paramsTx);
      common.setHardfork(Hardfork.Chainstart);
    }
    const copy = memo.copy();
    copy.updateParams(paramsTx);
    expect(copy.param("txCreationGas")).toBe(plain.param("txCreationGas")); // 0 before Homestead, 32000 after
    copy.setHardfork(Hardfork.Cancun);
    copy.updateParams(paramsTx);
    expect(copy.param("txCreationGas")).toBe(32000n);
  });

  it("answers isActivatedEIP as a plain Common across hardfork and EIP changes, on copies too", () => {
    const EIPS = Array.from({ length: 8000 }, (_, i) => i);
    const activated = (common: Common) => EIPS.filter((eip) => common.isActivatedEIP(eip));
    const memo = new ParamsMemoCommon({ chain: Mainnet, hardfork: Hardfork.Cancun });
    const plain = new Common({ chain: Mainnet, hardfork: Hardfork.Cancun });
    expect(activated(memo)).toEqual(activated(plain));
    expect(memo.isActivatedEIP(4844)).toBe(true);
    const copy = memo.copy();
    for (const common of [memo, plain]) common.setHardfork(Hardfork.Berlin);
    expect(memo.isActivatedEIP(4844)).toBe(false); // the list changed, so did the answer
    expect(activated(memo)).toEqual(activated(plain));
    expect(copy.isActivatedEIP(4844)).toBe(true); // the copy kept its own hardfork
    for (const common of [memo, plain]) common.setEIPs([3855]);
    expect(memo.isActivatedEIP(3855)).toBe(true);
    expect(activated(memo)).toEqual(activated(plain));
  });
});
