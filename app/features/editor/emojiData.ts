/** Shortcodes offered after ":" (a compact set of the most used; matched by prefix and substring). */
export const EMOJIS: readonly (readonly [string, string])[] = [
  ['smile', '😄'], ['smiley', '😃'], ['grin', '😁'], ['laughing', '😆'], ['joy', '😂'], ['rofl', '🤣'],
  ['blush', '😊'], ['innocent', '😇'], ['slightly_smiling_face', '🙂'], ['upside_down_face', '🙃'],
  ['wink', '😉'], ['relieved', '😌'], ['heart_eyes', '😍'], ['kissing_heart', '😘'], ['yum', '😋'],
  ['stuck_out_tongue', '😛'], ['sunglasses', '😎'], ['nerd_face', '🤓'], ['thinking', '🤔'], ['hugs', '🤗'],
  ['neutral_face', '😐'], ['expressionless', '😑'], ['no_mouth', '😶'], ['smirk', '😏'], ['unamused', '😒'],
  ['roll_eyes', '🙄'], ['grimacing', '😬'], ['pensive', '😔'], ['sleepy', '😪'], ['sleeping', '😴'],
  ['mask', '😷'], ['dizzy_face', '😵'], ['confused', '😕'], ['worried', '😟'], ['frowning', '☹️'],
  ['open_mouth', '😮'], ['astonished', '😲'], ['flushed', '😳'], ['pleading_face', '🥺'], ['cry', '😢'],
  ['sob', '😭'], ['scream', '😱'], ['confounded', '😖'], ['disappointed', '😞'], ['sweat', '😓'],
  ['weary', '😩'], ['tired_face', '😫'], ['triumph', '😤'], ['rage', '😡'], ['angry', '😠'],
  ['skull', '💀'], ['poop', '💩'], ['clown_face', '🤡'], ['ghost', '👻'], ['robot', '🤖'],
  ['wave', '👋'], ['ok_hand', '👌'], ['v', '✌️'], ['crossed_fingers', '🤞'], ['point_right', '👉'],
  ['point_left', '👈'], ['point_up', '☝️'], ['point_down', '👇'], ['thumbsup', '👍'], ['+1', '👍'],
  ['thumbsdown', '👎'], ['-1', '👎'], ['fist', '✊'], ['clap', '👏'], ['raised_hands', '🙌'],
  ['pray', '🙏'], ['handshake', '🤝'], ['muscle', '💪'], ['eyes', '👀'], ['brain', '🧠'],
  ['heart', '❤️'], ['orange_heart', '🧡'], ['yellow_heart', '💛'], ['green_heart', '💚'], ['blue_heart', '💙'],
  ['purple_heart', '💜'], ['broken_heart', '💔'], ['sparkling_heart', '💖'], ['100', '💯'], ['boom', '💥'],
  ['fire', '🔥'], ['sparkles', '✨'], ['star', '⭐'], ['star2', '🌟'], ['zap', '⚡'],
  ['sunny', '☀️'], ['rainbow', '🌈'], ['snowflake', '❄️'], ['umbrella', '☔'], ['coffee', '☕'],
  ['tea', '🍵'], ['beer', '🍺'], ['wine_glass', '🍷'], ['pizza', '🍕'], ['cake', '🍰'],
  ['birthday', '🎂'], ['tada', '🎉'], ['confetti_ball', '🎊'], ['gift', '🎁'], ['balloon', '🎈'],
  ['trophy', '🏆'], ['medal', '🏅'], ['soccer', '⚽'], ['rocket', '🚀'], ['airplane', '✈️'],
  ['car', '🚗'], ['house', '🏠'], ['office', '🏢'], ['hourglass', '⌛'], ['alarm_clock', '⏰'],
  ['calendar', '📅'], ['memo', '📝'], ['pencil2', '✏️'], ['email', '📧'], ['envelope', '✉️'],
  ['phone', '📞'], ['iphone', '📱'], ['computer', '💻'], ['keyboard', '⌨️'], ['bulb', '💡'],
  ['lock', '🔒'], ['unlock', '🔓'], ['key', '🔑'], ['wrench', '🔧'], ['hammer', '🔨'],
  ['gear', '⚙️'], ['link', '🔗'], ['paperclip', '📎'], ['package', '📦'], ['moneybag', '💰'],
  ['credit_card', '💳'], ['chart_with_upwards_trend', '📈'], ['bell', '🔔'], ['mag', '🔍'], ['warning', '⚠️'],
  ['x', '❌'], ['white_check_mark', '✅'], ['heavy_check_mark', '✔️'], ['question', '❓'], ['exclamation', '❗'],
  ['no_entry', '⛔'], ['recycle', '♻️'], ['arrow_right', '➡️'], ['arrow_left', '⬅️'], ['arrows_counterclockwise', '🔄'],
  ['speech_balloon', '💬'], ['zzz', '💤'], ['see_no_evil', '🙈'], ['dog', '🐶'], ['cat', '🐱'],
  ['unicorn', '🦄'], ['bug', '🐛'], ['tree', '🌳'], ['sunflower', '🌻'], ['rose', '🌹'],
];

/** Emoji for a query of at least two characters: prefix matches first, then substrings; at most `limit`. */
export const searchEmoji = (query: string, limit = 8) => {
  const q = query.toLowerCase();
  if (q.length < 2) return [];
  const prefix = EMOJIS.filter(([name]) => name.startsWith(q));
  const inner = EMOJIS.filter(([name]) => !name.startsWith(q) && name.includes(q));
  return [...prefix, ...inner].slice(0, limit).map(([name, char]) => ({ name, char }));
};
