// openapi-typescript writes an optional property as `name?: T`. Under `exactOptionalPropertyTypes` an application
// may then leave it out but not pass `undefined` (TS2379/TS2375), which strict apps do all the time
// (`{ pageToken: saved }` with `saved: string | undefined`). So every optional property of the emitted types
// becomes `name?: T | undefined`; `never` (openapi-typescript's "no such part", `query?: never`) stays as it is.
import ts from "typescript";

const { factory, SyntaxKind } = ts;
const ACCEPTS_UNDEFINED = new Set([SyntaxKind.UndefinedKeyword, SyntaxKind.AnyKeyword, SyntaxKind.UnknownKeyword]);
const NEEDS_PARENS = new Set([SyntaxKind.FunctionType, SyntaxKind.ConstructorType, SyntaxKind.ConditionalType]);

/** True when `type` already takes undefined, or is `never` (left alone on purpose). */
function leaveAsIs(/** @type {ts.TypeNode} */ type) {
  if (type.kind === SyntaxKind.NeverKeyword || ACCEPTS_UNDEFINED.has(type.kind)) return true;
  return ts.isUnionTypeNode(type) && type.types.some((t) => ACCEPTS_UNDEFINED.has(t.kind));
}

/**
 * The same statements, each optional property signature's type widened with `| undefined`.
 * @param {readonly ts.Node[]} nodes openapi-typescript's output
 * @returns {ts.Node[]}
 */
export function optionalAcceptsUndefined(nodes) {
  /** @type {ts.TransformerFactory<ts.Node>} */
  const widen = (context) => {
    /** @type {(node: ts.Node) => ts.Node} */
    const visit = (node) => {
      const inner = ts.visitEachChild(node, visit, context);
      if (!ts.isPropertySignature(inner) || !inner.questionToken || !inner.type || leaveAsIs(inner.type)) return inner;
      const undefinedType = factory.createKeywordTypeNode(SyntaxKind.UndefinedKeyword);
      const members = ts.isUnionTypeNode(inner.type)
        ? [...inner.type.types] // a union gets one more member: `A | B | undefined`, not `(A | B) | undefined`
        : [NEEDS_PARENS.has(inner.type.kind) ? factory.createParenthesizedType(inner.type) : inner.type];
      const widened = factory.createUnionTypeNode([...members, undefinedType]);
      return factory.updatePropertySignature(inner, inner.modifiers, inner.name, inner.questionToken, widened);
    };
    return (root) => visit(root);
  };
  const result = ts.transform([...nodes], [widen]);
  try {
    return [...result.transformed];
  } finally {
    result.dispose();
  }
}
