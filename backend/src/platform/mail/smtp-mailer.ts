import { createTransport, Transporter } from 'nodemailer';
import { Mailer, OutgoingMail } from './mailer';

export class SmtpMailer extends Mailer {
  private readonly transport: Transporter;

  constructor(smtpUrl: string, private readonly from: string) {
    super();
    this.transport = createTransport(smtpUrl);
  }

  async send(mail: OutgoingMail): Promise<void> {
    await this.transport.sendMail({ from: this.from, ...mail });
  }
}
