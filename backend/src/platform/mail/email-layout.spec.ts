import { renderEmail } from './email-layout';
import { extractLinks } from './outbox-reader';

describe('renderEmail', () => {
  it('renders text and html with the button link in both, html-escaped', () => {
    const { text, html } = renderEmail({
      appName: 'Tablemates',
      greeting: 'Hi Aoife,',
      paragraphs: ['Welcome <aboard>!'],
      button: { label: 'Verify email', url: 'http://localhost:3000/verify-email?token=a&email=b' },
      footnote: 'This link expires in 24 hours.',
    });
    expect(text).toContain('Verify email: http://localhost:3000/verify-email?token=a&email=b');
    expect(text).toContain('— The Tablemates team');
    expect(html).toContain('Welcome &lt;aboard&gt;!');
    expect(extractLinks(text, html)).toEqual(['http://localhost:3000/verify-email?token=a&email=b']);
  });
});
