import { agent, CALM, customer, NORMAL, note, PRESSING, type TScript } from './demo.scripts.ts';

/** Orders, deliveries, returns and sales conversations. */
export const ORDER_SCRIPTS: TScript[] = [
  {
    key: 'where-is-my-order',
    team: 'orders',
    labels: ['shipping'],
    priority: NORMAL,
    weight: 3,
    subjects: ['Where is my order {order}?', 'Order {order} not arrived yet', 'Delivery status for {order}'],
    opening: [
      'Hi, I ordered the {product} last {day} (order {order}) and the tracking page has not moved for three days. Can you check where it is?',
      "Hello! My order {order} was supposed to arrive yesterday but it's still showing 'in transit'. Any idea what's going on?",
      'Hey there, quick question — when will order {order} ship? I got the confirmation email but nothing since.',
    ],
    turns: [
      agent(
        'Hi {first}, thanks for reaching out! Let me look up order {order} for you.',
        'Thanks {first}, I am checking with {carrier} right now — one moment please.',
      ),
      note(
        '{carrier} shows the parcel held at the regional depot since {day}. {mention} can you ask the warehouse if it was re-labelled?',
        'Tracking {tracking} has no scan for 72h. {mention} do we have a contact at {carrier} for this depot?',
      ),
      agent(
        'I checked with {carrier}: the parcel was delayed at their sorting centre and is now out for delivery. You should have it by {day}. Tracking number: {tracking}.',
        'Good news — your package was rerouted because of a sorting error and it is moving again. The new estimated delivery is {day}. You can follow it with tracking number {tracking}.',
      ),
      customer('Thanks for checking. I will keep an eye on it.', 'Okay, good to know. Fingers crossed for {day}!'),
      agent(
        'If it has not arrived by {day} evening, just reply here and I will send a replacement right away.',
        'I have added a note to your order; if anything else goes wrong we will ship a new one at no cost.',
      ),
    ],
  },
  {
    key: 'damaged-on-arrival',
    team: 'orders',
    labels: ['shipping', 'refund'],
    priority: PRESSING,
    weight: 2,
    subjects: ['Damaged {product}', 'Broken item in order {order}', 'Arrived cracked'],
    opening: [
      'My {product} arrived today and the glass diffuser is cracked. The box looked fine from the outside. Order {order}.',
      'Hi, one of the bulbs in my {product} was rattling in the box and it does not turn on at all. What can I do?',
      'The {product} I received is scratched all along the side and one of the feet is broken. Pretty disappointed to be honest.',
    ],
    turns: [
      agent(
        "I'm so sorry to hear that, {first}! Could you send a photo of the damage and of the shipping label? That helps us file the claim with {carrier}.",
        "Oh no, that's not the experience we want you to have. Could you share a quick photo of the item and the box?",
      ),
      customer(
        'Sure, here you go. The label is a bit torn but the order number is visible.',
        'Just sent the photos by email as the chat would not let me upload them.',
      ),
      note(
        'Photos confirm transit damage. Approving a free replacement, no return needed. {mention} FYI for the {carrier} claim.',
        'Third damaged {product} from this batch this week — {mention} worth checking the packaging with the warehouse?',
      ),
      agent(
        'Thank you! I have shipped a replacement by express at no cost — you will get a tracking link within the hour. No need to send the damaged one back.',
        'All set: a new {product} is on its way (tracking {tracking}) and you can recycle the damaged one. Sorry again for the trouble!',
      ),
    ],
  },
  {
    key: 'return-request',
    team: 'orders',
    labels: ['refund'],
    priority: CALM,
    weight: 2,
    subjects: ['Return request for order {order}', 'How do I return the {product}?', 'Return and refund'],
    opening: [
      'Hi, I would like to return the {product} from order {order}. It does not really fit the room. How does it work?',
      'Can I still return something I bought 3 weeks ago? The {product} is unused, still in the box.',
      'Hello, I ordered two {product} by mistake and only need one. Can I send one back?',
    ],
    turns: [
      agent(
        'Of course, {first}! You have 30 days from delivery to return anything. I have emailed you a prepaid return label for order {order}.',
        'No problem at all — returns are free within 30 days. I have just sent a prepaid {carrier} label to your email.',
      ),
      customer(
        'Got the label, thanks. Do I need the original packaging?',
        'Dropped it off at the {carrier} point this morning. When will I see the refund?',
      ),
      agent(
        'Any sturdy box works. Once the return is scanned at our warehouse the refund of {amount} goes back to your card within 5–7 business days.',
        'The refund of {amount} is issued as soon as the warehouse scans the parcel, usually 2–3 days after drop-off. You will get an email confirmation.',
      ),
    ],
  },
  {
    key: 'refund-not-received',
    team: 'billing',
    labels: ['refund', 'billing'],
    priority: PRESSING,
    weight: 2,
    subjects: ['Still waiting for my refund', 'Refund for {order} missing', 'Where is my refund?'],
    opening: [
      'I returned my {product} two weeks ago and still have not received the refund of {amount}. The tracking shows it was delivered to you on {day}.',
      'Hi, your email said my refund was processed 10 days ago but nothing has appeared on my card ending {last4}.',
      'This is the third time I am asking: where is my refund for order {order}? {amount} is a lot of money for me.',
    ],
    turns: [
      agent(
        "I'm sorry for the wait, {first}. Let me check the refund status for order {order} right away.",
        'Thanks for your patience {first} — I am looking into the payment records now.',
      ),
      note(
        'Refund stuck in "pending" in Stripe since the return scan. {mention} can you push it through manually?',
        'Return received on {day} but the refund was never triggered (warehouse scan missing). {mention} please approve {amount}.',
      ),
      agent(
        'I found the problem: the return was received but the refund was never triggered. I have issued {amount} to your card ending {last4} just now. Banks usually show it within 3–5 business days.',
        'The refund of {amount} has now been sent. Here is the reference for your bank: RF-{tracking}. So sorry about the delay!',
      ),
      customer(
        'Thanks, I can see it as pending on my card already.',
        'Okay. I appreciate you sorting it out, even if it took a while.',
      ),
    ],
  },
  {
    key: 'wrong-item',
    team: 'orders',
    labels: ['shipping'],
    priority: NORMAL,
    subjects: ['Wrong item received', 'I got the wrong colour', 'Order {order} incorrect'],
    opening: [
      'I ordered the {product} in warm white but received the daylight version. Order {order}.',
      'The box I got contains a {product2} instead of the {product} I paid for.',
    ],
    turns: [
      agent(
        'Sorry about the mix-up, {first}! I have created an exchange: the correct {product} ships today, and the prepaid return label for the wrong one is in your inbox.',
        'Thanks for letting us know. I am sending the right item by express now — keep the other one until the courier picks it up on {day}.',
      ),
      customer('Great, thank you for sorting it so quickly.', 'Perfect. Will the courier ring before coming?'),
      agent(
        '{carrier} will text you a one-hour delivery window on the morning of delivery.',
        'You will get a text on the day with the time slot. Let me know if anything else is off!',
      ),
    ],
  },
  {
    key: 'customs-fees',
    team: 'orders',
    labels: ['shipping', 'billing'],
    priority: CALM,
    inboxes: ['email', 'web'],
    subjects: ['Unexpected customs charges', 'Import duties on my order', 'Customs fee for {order}'],
    opening: [
      'The courier asked me to pay £28 in import duties before delivering order {order}. Your website said duties were included!',
      'Hi, I live in {city} — will I have to pay customs on top of the price if I order the {product}?',
    ],
    turns: [
      agent(
        'Thanks for asking, {first}. Orders to {city} ship from our EU/UK warehouses, so duties are included in the price at checkout.',
        'Sorry about that, {first}. Duties should have been prepaid. Please pay the courier and send us the receipt — we will refund the full amount.',
      ),
      customer('Here is the receipt from the courier.', 'Okay, that is good to know. I will place the order tonight.'),
      agent(
        'Thank you! I have refunded the duties to your original payment method and flagged the shipment with our logistics team.',
        'Great! If anything unexpected shows up at delivery, just send us the receipt and we will take care of it.',
      ),
    ],
  },
  {
    key: 'bulk-order',
    team: 'orders',
    labels: ['sales-lead'],
    priority: NORMAL,
    inboxes: ['email', 'web'],
    subjects: ['Bulk order for our office', 'Quote for 120 bulbs', 'Volume pricing'],
    opening: [
      'Hello, we are renovating our office in {city} and need around 120 smart bulbs plus 6 hubs. Do you offer volume pricing and invoicing?',
      'Hi! I manage several short-term rentals and want to equip them with Lumen lights. Is there a business discount?',
    ],
    turns: [
      agent(
        'Thanks for thinking of us, {first}! For orders over 50 units we offer 15% off and net-30 invoicing. Could you share your company name and delivery address so I can prepare a quote?',
        'That sounds like a great project! Yes — Business customers get tiered pricing and a dedicated contact. How many rooms are we talking about?',
      ),
      customer(
        'It is for {company}, delivery to our {city} office. Ideally before the end of the month.',
        'Around 40 rooms in total, across 5 apartments.',
      ),
      note(
        'Potential Business plan customer (~{amount}/yr). {mention} can you join the call on {day}?',
        'Big opportunity — {mention} please prepare the volume quote template.',
      ),
      agent(
        'Here is your quote with 15% off and free express shipping. I have also set up a Business account so your team can manage all the devices in one place.',
        'I have sent the quote to your email. Would a 20-minute call on {day} suit you to go through the setup?',
      ),
    ],
  },
  {
    key: 'change-address',
    team: 'orders',
    labels: ['shipping'],
    priority: PRESSING,
    subjects: ['Change delivery address', 'Wrong address on order {order}'],
    opening: [
      'I just placed order {order} and realised I used my old address. Can you still change it?',
      'Urgent: please update the shipping address on {order} before it ships!',
    ],
    turns: [
      agent(
        'Caught it just in time, {first} — the order had not left the warehouse yet. What is the new address?',
        'Let me check if it has shipped… Good news, it is still being packed. Please send me the correct address.',
      ),
      customer(
        'It is 14 Harbour Street, Apartment 3B, same city and postcode.',
        'Please send it to my work address instead: {company}, 200 Market Street.',
      ),
      agent(
        'Done! The address on order {order} is updated and you will get a new confirmation email in a moment.',
        'All updated. The parcel will ship today with {carrier}; tracking follows by email.',
      ),
    ],
  },
];
