import net, { type AddressInfo } from 'node:net';

/** A TCP relay to a real service that a test can take down and bring back, like a restart. */
export type TTcpProxy = {
  readonly port: number;
  /** The service goes away: open connections are cut, new ones refused. */
  stop: () => Promise<void>;
  /** The service is back, on the same port. */
  start: () => Promise<void>;
  /** Connections stay open but nothing gets through: a hung service. */
  freeze: () => void;
};

export const startTcpProxy = async (target: { host: string; port: number }): Promise<TTcpProxy> => {
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  let port = 0;
  let frozen = false;

  const relay = (from: net.Socket, to: net.Socket) =>
    from.on('data', (chunk) => {
      if (!frozen) to.write(chunk);
    });

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const listening = net.createServer((client) => {
        const upstream = net.connect(target.port, target.host);
        const close = () => {
          client.destroy();
          upstream.destroy();
          sockets.delete(client);
          sockets.delete(upstream);
        };
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('error', close);
          socket.on('close', close);
        }
        relay(client, upstream);
        relay(upstream, client);
      });
      listening.once('error', reject);
      listening.listen(port, '127.0.0.1', () => {
        port = (listening.address() as AddressInfo).port;
        server = listening;
        resolve();
      });
    });

  await listen();
  return {
    get port() {
      return port;
    },
    stop: async () => {
      const closing = server;
      server = undefined;
      frozen = false;
      for (const socket of sockets) socket.destroy();
      sockets.clear();
      await new Promise<void>((resolve) => (closing ? closing.close(() => resolve()) : resolve()));
    },
    start: listen,
    freeze: () => {
      frozen = true;
    },
  };
};
