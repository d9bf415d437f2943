import { agent, CALM, customer, NORMAL, note, PRESSING, type TScript } from './demo.scripts.ts';

/** Product help, bugs and feedback conversations. */
export const PRODUCT_SCRIPTS: TScript[] = [
  {
    key: 'bulb-wont-pair',
    team: 'tech',
    labels: [],
    priority: NORMAL,
    weight: 3,
    subjects: ["New bulb won't pair", 'Pairing fails', 'Cannot add {product}'],
    opening: [
      "I just bought the {product} and it won't pair with the app. The light blinks three times and then nothing.",
      'The app keeps saying "device not found" when I try to add my new bulbs. The hub is online.',
      'How do I connect the {product}? The instructions in the box are not very clear.',
    ],
    turns: [
      agent(
        'Let us get that working, {first}! Is your phone on the same 2.4 GHz Wi-Fi network as the hub? Most pairing problems come from a 5 GHz-only network.',
        'Thanks {first}. Could you turn the bulb off and on five times in a row? It should start breathing slowly, which means it is in pairing mode.',
      ),
      customer(
        'My router has one combined network name for both bands, could that be it?',
        'Okay it is breathing now. Trying again… still "not found".',
      ),
      agent(
        'That is most likely it. Try moving the hub within 2 metres of the bulb for the pairing, then it can go back where it was. Also make sure the app version is 5.4 or newer.',
        'Thanks for trying. Please open Settings → Devices → Add device → "Enter code manually" and type the 6-digit code on the side of the bulb.',
      ),
      customer('That did it — all four bulbs are connected now!', 'The manual code worked! Thanks.'),
    ],
  },
  {
    key: 'hub-offline',
    team: 'tech',
    labels: [],
    priority: PRESSING,
    weight: 2,
    subjects: ['Hub offline after router change', 'Lumen Hub keeps disconnecting'],
    opening: [
      'We changed our internet provider and since then the Lumen Hub shows offline. None of the schedules work.',
      'My hub disconnects every night around 2am and the morning routine does not run.',
    ],
    turns: [
      agent(
        'Sorry for the trouble, {first}. After a router change the hub needs the new Wi-Fi details: hold the button on the back for 10 seconds until it blinks amber, then add it again from the app. Your rooms and schedules are kept.',
        'Thanks for the details. Does your router restart itself at night? Many do an automatic update around 2am.',
      ),
      customer('Did the reset, it is back online!', 'Yes! There was a nightly reboot setting. I moved it to Sunday.'),
      note('Adding to the KB: nightly router reboots break routines scheduled before 3am. {mention}'),
      agent(
        'Great! Your schedules should all run again from tonight.',
        'Perfect. We are also working on making routines catch up automatically after a short outage.',
      ),
    ],
  },
  {
    key: 'android-crash',
    team: 'tech',
    labels: ['bug'],
    priority: PRESSING,
    weight: 2,
    inboxes: ['app', 'web', 'email'],
    subjects: ['App crashes on startup', 'Android app keeps closing'],
    opening: [
      'The Android app crashes as soon as I open it since the update yesterday. Pixel 7, Android 14.',
      'App closes by itself when I open the Scenes tab. Already reinstalled twice.',
    ],
    turns: [
      agent(
        'Thanks for the report, {first}, and sorry about this. Could you tell me the app version (Settings → About)?',
        'Sorry about the crashes! Could you send the diagnostic report from Settings → Help → Send logs, if the app stays open long enough?',
      ),
      customer('Version 5.6.0 (build 812).', 'It crashes before I can get there.'),
      note(
        'Crash in SceneListFragment on 5.6.0 — matches the Sentry spike. {mention} is the hotfix in review?',
        'Third report of the 5.6.0 startup crash on Android 14. Escalated to mobile on-call. {mention}',
      ),
      agent(
        'We found the bug — it affects 5.6.0 on Android 14 and a fix (5.6.1) is rolling out on Google Play now. Your lights and schedules keep working meanwhile.',
        'The fixed version 5.6.1 is live on Google Play. Please update and let me know if it still happens!',
      ),
      customer('Updated, works again. Thanks!', 'Yep, 5.6.1 fixed it.'),
    ],
  },
  {
    key: 'firmware-stuck',
    team: 'tech',
    labels: ['bug'],
    priority: NORMAL,
    subjects: ['Firmware update stuck at 60%', 'Update failed'],
    opening: [
      'The firmware update for my {product} has been stuck at 60% for an hour. Is it safe to unplug it?',
      'Update failed twice on one of my bulbs and now it only shows red.',
    ],
    turns: [
      agent(
        'Please do not unplug it just yet, {first}. Give it 10 more minutes — big updates pause while the bulb rebuilds its settings.',
        'A red light means the bulb rolled back to the previous firmware, so nothing is lost. Could you try the update once more with the bulb close to the hub?',
      ),
      customer('Still at 60%.', 'Worked the third time. It is white again.'),
      agent(
        'Thanks for waiting. You can now power-cycle it safely; it will finish the update on restart. If it does not, we will replace it under warranty.',
        'Great news! Thanks for your patience.',
      ),
    ],
  },
  {
    key: 'voice-assistant',
    team: 'tech',
    labels: [],
    priority: CALM,
    subjects: ['Alexa does not find my lights', 'Google Home integration'],
    opening: [
      'Alexa says "device is unresponsive" for all my Lumen lights since this morning.',
      'How do I connect my lights to Google Home? I cannot find Lumen in the list.',
    ],
    turns: [
      agent(
        'Thanks {first}! Please open the Alexa app, disable the Lumen skill and enable it again — that refreshes the link after our security update.',
        'In the Google Home app tap + → Set up device → Works with Google, then search for "Lumen Home" (not "Lumen").',
      ),
      customer('Re-linked the skill and it works now.', 'Found it, all lights imported. Nice!'),
    ],
  },
  {
    key: 'feature-request',
    team: 'tech',
    labels: ['feature-request'],
    priority: [[null, 1]],
    subjects: ['Feature idea', 'Suggestion for the app'],
    opening: [
      'Love the lights! Any chance of a sunrise alarm that slowly brightens over 30 minutes?',
      'Would be great if the app had a dark mode, the white screen is blinding at night.',
      'Can you add a way to group lights across rooms? I want one switch for all the lamps downstairs.',
    ],
    turns: [
      agent(
        'Thanks for the idea, {first}! I have passed it on to our product team — it is a popular request.',
        'Great suggestion! You can vote for it on our roadmap page; the most-voted ideas get built first.',
      ),
      note('Added a +1 to the roadmap item. {mention} another vote for this one.'),
      customer('Cool, thanks for listening!', 'Voted!'),
    ],
  },
  {
    key: 'compliment',
    team: 'tech',
    labels: [],
    priority: [[null, 1]],
    inboxes: ['web', 'email', 'app'],
    subjects: ['Just wanted to say thanks'],
    opening: [
      'No problem to report — just wanted to say the new scenes feature is fantastic. My kids love the "movie night" setting!',
      'Your support team helped me last week and everything has worked perfectly since. Thank you!',
    ],
    turns: [
      agent(
        'That made our day, {first} — thank you! I have shared your message with the team.',
        'Thanks so much for taking the time to write! Enjoy your lights.',
      ),
    ],
  },
  {
    key: 'pre-sales',
    team: 'orders',
    labels: ['sales-lead'],
    priority: CALM,
    inboxes: ['web', 'email'],
    subjects: ['Question before buying', 'Does it work with my fixtures?'],
    opening: [
      'Do your bulbs fit an E14 socket? I have some small lamps I would like to make smart.',
      'Does the {product} work without the hub, just over Bluetooth?',
      'Is Lumen Plus required to use schedules, or is that free?',
    ],
    turns: [
      agent(
        'Great question, {first}! We have E27, E14 and GU10 versions of the Aura bulbs — just pick the socket on the product page.',
        'It does! Bluetooth works within about 10 metres; the hub adds remote control and automations when you are away.',
        'Schedules and scenes are free. Lumen Plus adds geofencing, energy reports and cloud history.',
      ),
      customer('Perfect, ordering now.', 'Thanks, that helps a lot.'),
    ],
  },
];
