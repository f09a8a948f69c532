import { SMTPServer } from 'smtp-server';

/**
 * The local SMTP sink of `npm run bench:reveal`, in a process of its own so that accepting
 * mail costs the bench's own probes nothing: accepts every mail and remembers, for each, its
 * recipient, subject and when it was accepted (the body is read and dropped). Listens on
 * PORT; over the IPC channel 'count' answers {count}, 'report' answers {mails}, 'reset'
 * forgets what it received.
 */
interface Accepted {
  to: string;
  subject: string;
  at: number;
}

let accepted: Accepted[] = [];

const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  // Many senders at once are the point of the bench, not a reason to turn them away.
  maxClients: 1000,
  onData(stream, session, callback) {
    let head = '';
    stream.on('data', (chunk: Buffer) => {
      if (head.length < 4096) head += chunk.toString('utf8');
    });
    stream.on('end', () => {
      const subject = /^Subject: (.*)$/im.exec(head)?.[1]?.trim() ?? '';
      const at = Date.now();
      for (const rcpt of session.envelope.rcptTo) accepted.push({ to: rcpt.address, subject, at });
      callback();
    });
  },
});

server.listen(Number(process.env.PORT), '127.0.0.1', () => process.send?.('ready'));

process.on('message', (message) => {
  if (message === 'count') process.send?.({ count: accepted.length });
  else if (message === 'report') process.send?.({ mails: accepted });
  else if (message === 'reset') accepted = [];
});
