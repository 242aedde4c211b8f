// Whether a stopped mock has let its ports go, for the launcher tests.
import { connect } from "node:net";

/** Whether a connection to the port is refused (the server closed); one that connects is closed again. */
export function refused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(false);
    });
    socket.once("error", () => resolve(true));
  });
}
