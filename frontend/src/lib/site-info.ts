/** Public contact details shown on the landing page, legal pages and the support page. */
export const SITE_INFO = {
  name: 'Tablemates',
  supportEmail: 'support@tablemates.ie',
  location: 'Dublin, Ireland',
  replyTime: 'We reply within 24-48 hours',
  supportHours: 'Monday to Friday, 9am-6pm GMT',
  priorityCouples: 50,
} as const;
