// eth_getLogs' matching: a log matches when its address is one of the filter's (or the filter names none) and, for
// each topic position the filter names, its topic there is one of the filter's (null or an empty list: any). A log
// with fewer topics than the filter names positions does not match.
import type { ChainLog, Hex, LogFilter } from "../chain.js";

export function logMatches(log: ChainLog, filter: Pick<LogFilter, "address" | "topics">): boolean {
  if (filter.address && filter.address.length > 0) {
    const address = log.address.toLowerCase();
    if (!filter.address.some((a) => a.toLowerCase() === address)) return false;
  }
  const topics = filter.topics ?? [];
  if (topics.length > log.topics.length) return false; // geth: more positions than the log has never match
  return topics.every((wanted, position) => topicMatches(log.topics[position], wanted));
}

function topicMatches(topic: Hex | undefined, wanted: Hex | Hex[] | null): boolean {
  if (wanted === null) return true;
  const choices = Array.isArray(wanted) ? wanted : [wanted];
  if (choices.length === 0) return true;
  return topic !== undefined && choices.some((c) => c.toLowerCase() === topic.toLowerCase());
}
