import { agent, CALM, customer, NORMAL, note, PRESSING, type TScript } from './demo.scripts.ts';

/** Billing, sign-in and account conversations. */
export const ACCOUNT_SCRIPTS: TScript[] = [
  {
    key: 'double-charge',
    team: 'billing',
    labels: ['billing'],
    priority: PRESSING,
    weight: 2,
    subjects: ['Charged twice this month', 'Double charge on my card', 'Duplicate payment for Lumen Plus'],
    opening: [
      'Hi, I was charged {amount} twice for Lumen Plus this month. Both payments show on my card ending {last4}.',
      'My bank statement shows two identical charges of {amount} from Lumen Home on the same day. Please refund one of them.',
      'Why did you take money twice?? I only have one subscription.',
    ],
    turns: [
      agent(
        'Sorry about that, {first}! Let me check your billing history right away.',
        'Thanks for flagging this, {first}. I can see two payments on {day} — looking into it now.',
      ),
      note(
        'Payment retry after a 3DS timeout created a duplicate charge. {mention} can you confirm the second one is safe to refund?',
        'Duplicate invoice from the plan change on {day}. {mention} refunding {amount}, please double-check the proration.',
      ),
      agent(
        'You are right: the first payment timed out at your bank and our system retried it. I have refunded the duplicate {amount}; it will be back on your card within 3–5 business days.',
        'Confirmed — one of the charges was a duplicate. The refund of {amount} is on its way and I have added a month of Lumen Plus for the trouble.',
      ),
      customer('Thank you, that was quick.', 'Okay, I see the refund as pending already.'),
    ],
  },
  {
    key: 'invoice-vat',
    team: 'billing',
    labels: ['billing'],
    priority: CALM,
    weight: 2,
    inboxes: ['email', 'web', 'app'],
    subjects: ['Invoice with VAT number', 'Need a company invoice', 'Invoice for order {order}'],
    opening: [
      'Could you send me an invoice for order {order} with our company name ({company}) and VAT number on it? Our accountant needs it.',
      'Hello, where can I download invoices for the Lumen Plus subscription? I need the last three months.',
    ],
    turns: [
      agent(
        'Of course! All invoices are under Account → Billing → Invoices. I have also added {company} and your VAT number to your billing profile, so future invoices include them.',
        'Happy to help, {first}. Please send me the VAT number and I will reissue the invoice for {order}.',
      ),
      customer('The VAT number is GB 123 4567 89.', 'Found them, thanks. Can you add the VAT number too?'),
      agent(
        'Done — the updated invoice is attached to your account and I have emailed you a copy.',
        'All set! The reissued invoice is now available for download.',
      ),
    ],
  },
  {
    key: 'cancel-subscription',
    team: 'billing',
    labels: ['billing'],
    priority: CALM,
    weight: 2,
    subjects: ['Cancel my Lumen Plus subscription', 'How do I cancel?', 'Stop renewal'],
    opening: [
      'How do I cancel Lumen Plus? I do not use the automations much anymore.',
      'Please cancel my subscription before the renewal on {day}. I could not find the button in the app.',
    ],
    turns: [
      agent(
        'Sorry to see you go, {first}! You can cancel under Account → Plan → Cancel subscription. Before you do: would a switch to the monthly plan ({amount}/month) suit you better?',
        'I can help with that. Your plan renews on {day}; if you cancel now you keep Lumen Plus until then. Would you like me to cancel it for you?',
      ),
      customer('Yes please, just cancel it.', 'Monthly might actually work. Can you switch me?'),
      agent(
        'Done — your subscription is cancelled and will not renew. Your lights and schedules keep working on the free plan.',
        'Switched! You are now on the monthly plan and the unused part of the annual plan has been credited to your account.',
      ),
    ],
  },
  {
    key: 'card-declined',
    team: 'billing',
    labels: ['billing'],
    priority: NORMAL,
    subjects: ['Card declined at checkout', 'Payment failed', "Can't pay for my order"],
    opening: [
      'My card keeps getting declined at checkout but it works everywhere else. I am trying to buy the {product}.',
      'The app says my Lumen Plus payment failed. I updated the card but it still shows the warning.',
    ],
    turns: [
      agent(
        'Thanks {first}. I can see the attempts — your bank asked for a 3-D Secure check that did not complete. Could you try again and approve the notification in your banking app?',
        'Sorry for the hassle. The warning clears after the next successful charge; I can retry it now if you like?',
      ),
      customer('That worked this time, the order went through!', 'Yes please, retry it.'),
      agent(
        'Great to hear! You will get the order confirmation shortly.',
        'The payment went through and the warning is gone. Thanks for updating your card!',
      ),
    ],
  },
  {
    key: 'password-reset-missing',
    team: 'tech',
    labels: ['login-issue'],
    priority: NORMAL,
    weight: 3,
    subjects: ['Password reset email not arriving', "Can't log in", 'Reset link never comes'],
    opening: [
      "I've requested a password reset three times and never got the email. I can't log in to the app at all.",
      'Hi, the reset link says it has expired even though I clicked it straight away.',
      "Can't sign in — it says wrong password but I'm sure it's right. Reset email isn't coming either.",
    ],
    turns: [
      agent(
        'Sorry about that, {first}! Which email address are you using to sign in? Sometimes the reset goes to an older address on the account.',
        'Let me check our mail logs for your address — one moment.',
      ),
      customer('I use {email}.', 'It should be {email}, but I might have signed up with my work address years ago.'),
      note(
        'Mail provider bounced our reset emails (mailbox full). {mention} can we whitelist and resend?',
        'Account found under an old address. {mention} OK to merge the two logins?',
      ),
      agent(
        'Found it: our emails to your address were being rejected by your mail provider. I have sent a fresh link that is valid for 2 hours — please check the spam folder too.',
        'The account was registered with an older address. I have updated it to {email} and sent you a new reset link.',
      ),
      customer('Got it and I am back in, thanks!', 'Received the email this time.'),
    ],
  },
  {
    key: 'lost-2fa',
    team: 'tech',
    labels: ['login-issue'],
    priority: PRESSING,
    weight: 2,
    subjects: ['Lost my phone - 2FA', 'Locked out by two-factor', 'New phone, no authenticator'],
    opening: [
      'I got a new phone and my authenticator app did not transfer. Now I am locked out of my Lumen account.',
      'Help, my phone was stolen and I cannot get the 2FA code. All my lights are controlled from that account.',
    ],
    turns: [
      agent(
        'I can help you get back in, {first}. For security I need to verify your identity first: could you tell me the last four digits of the card on file and roughly when you created the account?',
        'Sorry to hear that! Do you still have your recovery codes? They were shown when you turned on two-factor.',
      ),
      customer('Card ends in {last4}, and I signed up around two years ago.', 'No, I never saved them unfortunately.'),
      note(
        'Identity verified (card + signup date + device list). {mention} please approve the 2FA reset.',
        'Customer passed the verification questions. {mention} second approval needed for the 2FA reset per policy.',
      ),
      agent(
        'Thanks, that matches. I have turned off two-factor on your account: sign in with your password and set it up again on the new phone. Please save the recovery codes this time!',
        'Verified! Two-factor is now reset. You will be asked to set it up again at the next sign-in.',
      ),
    ],
  },
  {
    key: 'google-signin',
    team: 'tech',
    labels: ['login-issue', 'bug'],
    priority: NORMAL,
    inboxes: ['web', 'app', 'email'],
    subjects: ['Sign in with Google fails', 'Google login error'],
    opening: [
      '"Sign in with Google" just shows a blank page and then sends me back to the login screen.',
      'Google sign-in gives me "error 400: redirect_uri_mismatch" on the web dashboard.',
    ],
    turns: [
      agent(
        'Thanks for the report, {first}. Which browser are you using? We have seen this with strict tracking protection turned on.',
        'That is on us — we are rolling out a fix. In the meantime you can sign in with your email and password.',
      ),
      customer('Safari on a Mac.', "I don't think I ever set a password."),
      note(
        'Same redirect error as the other three reports today. {mention} is the OAuth config change from this morning live?',
      ),
      agent(
        'The fix is live now — please try again and let me know if it still fails.',
        'I have sent you a link to set a password so you can get in right away. Google sign-in is fixed as of a few minutes ago too.',
      ),
    ],
  },
  {
    key: 'change-email',
    team: 'tech',
    labels: [],
    priority: CALM,
    subjects: ['Change account email', 'Update my email address'],
    opening: [
      'How can I change the email address on my account? I am moving away from my old provider.',
      'Can you update my login email to {email}? I no longer have access to the old one.',
    ],
    turns: [
      agent(
        'You can change it under Account → Profile → Email; we send a confirmation link to the new address.',
        'Sure! For security, could you confirm the name on the account and the city of your last delivery?',
      ),
      customer('Done, that was easy. Thanks!', 'It is {name}, and the last delivery went to {city}.'),
    ],
  },
  {
    key: 'delete-account',
    team: 'tech',
    labels: [],
    priority: CALM,
    inboxes: ['email', 'web'],
    subjects: ['Delete my account and data', 'GDPR deletion request'],
    opening: [
      'Please delete my account and all personal data you hold about me, in line with GDPR.',
      'I would like a copy of my data and then have my account deleted.',
    ],
    turns: [
      agent(
        "We're sorry to see you go, {first}. I have started the deletion: you will get an email to confirm, and everything is removed within 30 days.",
        'Of course. I have requested your data export (you will get a download link within 24 hours); once you confirm, we delete the account.',
      ),
      customer('Confirmed, thank you.', 'Got the export, please go ahead with the deletion.'),
      agent(
        'All done — your account and data are scheduled for deletion. Thanks for having been a Lumen customer.',
        'The deletion is confirmed. You will receive a final email once it is complete.',
      ),
    ],
  },
];
