// Which thread a block feed lives in, as its mirrors see it. A mirror in the feed's own thread must not block on a
// block that thread mines (it would wait out its bound, the mining held up behind it); it awaits the feed instead.
// Kept on globalThis so that every copy of this module loaded in one thread (the package's entries are bundled
// apart) agrees.
/** What a mirror in the feed's thread reads of it (block-view.ts's BlockViewFeed). */
export interface SettlingFeed {
  /** while blocks mined after their answers are not sent yet: settles once they are */
  readonly settled: Promise<void> | undefined;
}

interface Realm {
  id: number;
  feeds: Map<number, WeakRef<SettlingFeed>>;
  nextFeed: number;
}

const KEY = Symbol.for("@avaspec/chain/views realm");

/** This thread's realm: a random ID, and the feeds started in it by their IDs. */
export function thisRealm(): Realm {
  const holder = globalThis as { [KEY]?: Realm };
  holder[KEY] ??= { id: Math.floor(Math.random() * 2 ** 48), feeds: new Map(), nextFeed: 1 };
  return holder[KEY];
}

/** Registers a feed of this thread under a new ID (and forgets those collected since). */
export function registerFeed(feed: SettlingFeed): number {
  const realm = thisRealm();
  for (const [id, ref] of realm.feeds) if (ref.deref() === undefined) realm.feeds.delete(id);
  const id = realm.nextFeed++;
  realm.feeds.set(id, new WeakRef(feed));
  return id;
}
