import { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
}

/** A local SMTP server for delivery tests: records what it receives, or refuses everything while `failing`. */
export interface SmtpStandIn {
  url: string;
  received: ReceivedMail[];
  /** SMTP connections opened so far. */
  connections: number;
  failing: boolean;
  /** Runs before each mail is accepted: a slow server's time passing, or what happens meanwhile. */
  beforeAccepting?: () => Promise<void>;
  close(): Promise<void>;
}

export async function startSmtpStandIn(): Promise<SmtpStandIn> {
  const standIn: Omit<SmtpStandIn, 'url' | 'close'> = { received: [], connections: 0, failing: false };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onConnect(_session, callback) {
      standIn.connections += 1;
      callback();
    },
    onRcptTo(_address, _session, callback) {
      if (standIn.failing) return callback(Object.assign(new Error('Mailbox temporarily unavailable'), { responseCode: 451 }));
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const accept = () => {
          standIn.received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw: Buffer.concat(chunks).toString('utf8') });
          callback();
        };
        if (standIn.beforeAccepting) standIn.beforeAccepting().then(accept, callback);
        else accept();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return Object.assign(standIn, {
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
