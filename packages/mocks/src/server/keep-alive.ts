// A kept-alive connection's idle timeout that cannot reset a request already sent on it. Node destroys the socket
// when the timeout fires; a request that arrived in the same turn of the event loop is then in the kernel's buffer,
// unread (timers run before I/O is read), and the destroy turns it into a reset: the client sees ECONNRESET for a
// request it had every right to send (issue 29: the node fuzz test, whose client shares the server's thread, under
// load). The idle connection is closed one turn later, after I/O was read, and only if nothing arrived meanwhile.
import type { Server } from "node:http";
import type { Socket } from "node:net";

/** Makes `server` close an idle kept-alive connection only when no byte arrived on it by the end of the turn. */
export function closeIdleOnlyWhenQuiet(server: Server): void {
  // a "timeout" listener takes over from Node's own destroy (http's socketOnTimeout)
  server.on("timeout", (socket: Socket) => {
    const read = socket.bytesRead;
    setImmediate(() => {
      if (!socket.destroyed && socket.bytesRead === read) socket.destroy();
    });
  });
}
