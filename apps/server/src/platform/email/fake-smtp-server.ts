import { once } from "node:events";
import { createServer, type Server, type Socket } from "node:net";

/** For tests only: what the fake server was handed. */
export interface ReceivedMail {
  from: string;
  to: string[];
  data: string;
}

/**
 * How the fake server behaves for the next connection: `accept` mail, `refuse` at the greeting (421, as a
 * server that is shutting down or overloaded does), or fail the message after its data (451).
 */
export type FakeSmtpMode = "accept" | "refuse" | "fail-data";

/** The smallest SMTP server nodemailer talks to, on 127.0.0.1: enough to see what it was handed. */
export async function fakeSmtpServer(initialMode: FakeSmtpMode = "accept") {
  const received: ReceivedMail[] = [];
  const sockets = new Set<Socket>();
  let mode = initialMode;
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    if (mode === "refuse") {
      socket.end("421 4.3.2 fake service not available\r\n");
      return;
    }
    let buffer = "";
    let current: ReceivedMail = { from: "", to: [], data: "" };
    let inData = false;
    socket.write("220 fake ESMTP\r\n");
    socket.on("data", (chunk) => {
      buffer += chunk.toString("utf8");
      for (;;) {
        if (inData) {
          const end = buffer.indexOf("\r\n.\r\n");
          if (end < 0) return;
          current.data = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          if (mode === "fail-data") socket.write("451 4.3.0 fake temporary failure\r\n");
          else {
            received.push(current);
            socket.write("250 queued\r\n");
          }
          current = { from: "", to: [], data: "" };
          continue;
        }
        const end = buffer.indexOf("\r\n");
        if (end < 0) return;
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === "EHLO" || verb === "HELO") socket.write("250 fake\r\n");
        else if (verb === "MAIL") {
          current.from = line;
          socket.write("250 ok\r\n");
        } else if (verb === "RCPT") {
          current.to.push(line);
          socket.write("250 ok\r\n");
        } else if (verb === "DATA") {
          inData = true;
          socket.write("354 go ahead\r\n");
        } else if (verb === "QUIT") {
          socket.end("221 bye\r\n");
        } else socket.write("250 ok\r\n");
      }
    });
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    setMode(next: FakeSmtpMode) {
      mode = next;
    },
    close() {
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type FakeSmtpServer = Awaited<ReturnType<typeof fakeSmtpServer>>;
