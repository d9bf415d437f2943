/**
 * Notification mail and push words in the interface's other languages, as templates ({id}, {name}, {n},
 * {account}); `more` is chosen by the language's plural rules (Intl.PluralRules: one, few, many, other).
 */
import type { TNotificationType } from '../../../common/notifications.ts';

export interface TWordTemplates {
  title: Record<TNotificationType, string>;
  greeting: string;
  more: Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };
  open: string;
  footer: string;
  settings: string;
}

export const MORE_LANGUAGES: Record<string, TWordTemplates> = {
  es: {
    title: {
      conversation_creation: 'Se ha creado una nueva conversación #{id}',
      conversation_assignment: 'Se te ha asignado una nueva conversación #{id}',
      assigned_conversation_new_message: 'Hay un mensaje nuevo en la conversación #{id}',
      conversation_mention: 'Te han mencionado en la conversación #{id}',
      participating_conversation_new_message: 'Hay un mensaje nuevo en la conversación #{id}',
      sla_missed_first_response: 'Objetivo de SLA de primera respuesta incumplido en la conversación #{id}',
      sla_missed_next_response: 'Objetivo de SLA de siguiente respuesta incumplido en la conversación #{id}',
      sla_missed_resolution: 'Objetivo de SLA de resolución incumplido en la conversación #{id}',
    },
    greeting: 'Hola, {name}:',
    more: {
      one: 'Hubo 1 actualización más en esta conversación desde el último correo.',
      other: 'Hubo {n} actualizaciones más en esta conversación desde el último correo.',
    },
    open: 'Abrir la conversación',
    footer: 'Recibes este correo por tu configuración de notificaciones en {account}.',
    settings: 'Cambiar la configuración de notificaciones',
  },
  pt_BR: {
    title: {
      conversation_creation: 'Uma nova conversa #{id} foi criada',
      conversation_assignment: 'Uma nova conversa #{id} foi atribuída a você',
      assigned_conversation_new_message: 'Há uma nova mensagem na conversa #{id}',
      conversation_mention: 'Você foi mencionado na conversa #{id}',
      participating_conversation_new_message: 'Há uma nova mensagem na conversa #{id}',
      sla_missed_first_response: 'Meta de SLA de primeira resposta não cumprida na conversa #{id}',
      sla_missed_next_response: 'Meta de SLA de próxima resposta não cumprida na conversa #{id}',
      sla_missed_resolution: 'Meta de SLA de resolução não cumprida na conversa #{id}',
    },
    greeting: 'Olá, {name},',
    more: {
      one: 'Houve mais 1 atualização nesta conversa desde o último e-mail.',
      other: 'Houve mais {n} atualizações nesta conversa desde o último e-mail.',
    },
    open: 'Abrir a conversa',
    footer: 'Você recebe este e-mail por causa das suas configurações de notificação em {account}.',
    settings: 'Alterar as configurações de notificação',
  },
  fr: {
    title: {
      conversation_creation: 'Une nouvelle conversation #{id} a été créée',
      conversation_assignment: 'Une nouvelle conversation #{id} vous a été attribuée',
      assigned_conversation_new_message: 'Un nouveau message a été ajouté à la conversation #{id}',
      conversation_mention: 'Vous avez été mentionné dans la conversation #{id}',
      participating_conversation_new_message: 'Un nouveau message a été ajouté à la conversation #{id}',
      sla_missed_first_response: 'Objectif SLA de première réponse manqué pour la conversation #{id}',
      sla_missed_next_response: 'Objectif SLA de réponse suivante manqué pour la conversation #{id}',
      sla_missed_resolution: 'Objectif SLA de résolution manqué pour la conversation #{id}',
    },
    greeting: 'Bonjour {name},',
    more: {
      one: 'Il y a eu 1 autre mise à jour dans cette conversation depuis le dernier e-mail.',
      other: 'Il y a eu {n} autres mises à jour dans cette conversation depuis le dernier e-mail.',
    },
    open: 'Ouvrir la conversation',
    footer: 'Vous recevez cet e-mail en raison de vos paramètres de notification dans {account}.',
    settings: 'Modifier les paramètres de notification',
  },
  de: {
    title: {
      conversation_creation: 'Eine neue Unterhaltung #{id} wurde erstellt',
      conversation_assignment: 'Ihnen wurde eine neue Unterhaltung #{id} zugewiesen',
      assigned_conversation_new_message: 'Neue Nachricht in Unterhaltung #{id}',
      conversation_mention: 'Sie wurden in Unterhaltung #{id} erwähnt',
      participating_conversation_new_message: 'Neue Nachricht in Unterhaltung #{id}',
      sla_missed_first_response: 'SLA-Ziel für die erste Antwort in Unterhaltung #{id} verfehlt',
      sla_missed_next_response: 'SLA-Ziel für die nächste Antwort in Unterhaltung #{id} verfehlt',
      sla_missed_resolution: 'SLA-Ziel für die Lösung in Unterhaltung #{id} verfehlt',
    },
    greeting: 'Hallo {name},',
    more: {
      one: 'Seit der letzten E-Mail gab es 1 weitere Aktualisierung in dieser Unterhaltung.',
      other: 'Seit der letzten E-Mail gab es {n} weitere Aktualisierungen in dieser Unterhaltung.',
    },
    open: 'Unterhaltung öffnen',
    footer: 'Sie erhalten diese E-Mail aufgrund Ihrer Benachrichtigungseinstellungen in {account}.',
    settings: 'Benachrichtigungseinstellungen ändern',
  },
  it: {
    title: {
      conversation_creation: 'È stata creata una nuova conversazione #{id}',
      conversation_assignment: 'Ti è stata assegnata una nuova conversazione #{id}',
      assigned_conversation_new_message: 'Nuovo messaggio nella conversazione #{id}',
      conversation_mention: 'Sei stato menzionato nella conversazione #{id}',
      participating_conversation_new_message: 'Nuovo messaggio nella conversazione #{id}',
      sla_missed_first_response: 'Obiettivo SLA di prima risposta mancato per la conversazione #{id}',
      sla_missed_next_response: 'Obiettivo SLA di risposta successiva mancato per la conversazione #{id}',
      sla_missed_resolution: 'Obiettivo SLA di risoluzione mancato per la conversazione #{id}',
    },
    greeting: 'Ciao {name},',
    more: {
      one: "C'è stato 1 altro aggiornamento in questa conversazione dall'ultima email.",
      other: "Ci sono stati altri {n} aggiornamenti in questa conversazione dall'ultima email.",
    },
    open: 'Apri la conversazione',
    footer: 'Ricevi questa email in base alle tue impostazioni di notifica in {account}.',
    settings: 'Modifica le impostazioni di notifica',
  },
  nl: {
    title: {
      conversation_creation: 'Er is een nieuw gesprek #{id} aangemaakt',
      conversation_assignment: 'Er is een nieuw gesprek #{id} aan je toegewezen',
      assigned_conversation_new_message: 'Nieuw bericht in gesprek #{id}',
      conversation_mention: 'Je bent genoemd in gesprek #{id}',
      participating_conversation_new_message: 'Nieuw bericht in gesprek #{id}',
      sla_missed_first_response: 'SLA-doel voor eerste reactie gemist voor gesprek #{id}',
      sla_missed_next_response: 'SLA-doel voor volgende reactie gemist voor gesprek #{id}',
      sla_missed_resolution: 'SLA-doel voor oplossing gemist voor gesprek #{id}',
    },
    greeting: 'Hallo {name},',
    more: {
      one: 'Er was nog 1 update in dit gesprek sinds de laatste e-mail.',
      other: 'Er waren nog {n} updates in dit gesprek sinds de laatste e-mail.',
    },
    open: 'Gesprek openen',
    footer: 'Je ontvangt deze e-mail vanwege je meldingsinstellingen in {account}.',
    settings: 'Meldingsinstellingen wijzigen',
  },
  ru: {
    title: {
      conversation_creation: 'Создан новый разговор #{id}',
      conversation_assignment: 'Вам назначен новый разговор #{id}',
      assigned_conversation_new_message: 'Новое сообщение в разговоре #{id}',
      conversation_mention: 'Вас упомянули в разговоре #{id}',
      participating_conversation_new_message: 'Новое сообщение в разговоре #{id}',
      sla_missed_first_response: 'Цель SLA по первому ответу не выполнена в разговоре #{id}',
      sla_missed_next_response: 'Цель SLA по следующему ответу не выполнена в разговоре #{id}',
      sla_missed_resolution: 'Цель SLA по решению не выполнена в разговоре #{id}',
    },
    greeting: 'Здравствуйте, {name}!',
    more: {
      one: 'С момента последнего письма в этом разговоре было ещё {n} обновление.',
      few: 'С момента последнего письма в этом разговоре было ещё {n} обновления.',
      many: 'С момента последнего письма в этом разговоре было ещё {n} обновлений.',
      other: 'С момента последнего письма в этом разговоре было ещё {n} обновления.',
    },
    open: 'Открыть разговор',
    footer: 'Вы получили это письмо из-за настроек уведомлений в {account}.',
    settings: 'Изменить настройки уведомлений',
  },
  zh_CN: {
    title: {
      conversation_creation: '已创建新会话 #{id}',
      conversation_assignment: '新会话 #{id} 已分配给你',
      assigned_conversation_new_message: '会话 #{id} 中有新消息',
      conversation_mention: '你在会话 #{id} 中被提及',
      participating_conversation_new_message: '会话 #{id} 中有新消息',
      sla_missed_first_response: '会话 #{id} 未达到首次响应 SLA 目标',
      sla_missed_next_response: '会话 #{id} 未达到下次响应 SLA 目标',
      sla_missed_resolution: '会话 #{id} 未达到解决 SLA 目标',
    },
    greeting: '{name}，你好：',
    more: { other: '自上一封邮件以来，此会话中还有 {n} 条更新。' },
    open: '打开会话',
    footer: '你收到此邮件是因为你在 {account} 中的通知设置。',
    settings: '更改通知设置',
  },
  ja: {
    title: {
      conversation_creation: '新しい会話 #{id} が作成されました',
      conversation_assignment: '新しい会話 #{id} があなたに割り当てられました',
      assigned_conversation_new_message: '会話 #{id} に新しいメッセージがあります',
      conversation_mention: '会話 #{id} であなたがメンションされました',
      participating_conversation_new_message: '会話 #{id} に新しいメッセージがあります',
      sla_missed_first_response: '会話 #{id} で初回応答の SLA 目標を達成できませんでした',
      sla_missed_next_response: '会話 #{id} で次回応答の SLA 目標を達成できませんでした',
      sla_missed_resolution: '会話 #{id} で解決の SLA 目標を達成できませんでした',
    },
    greeting: '{name} 様',
    more: { other: '前回のメール以降、この会話にはさらに {n} 件の更新がありました。' },
    open: '会話を開く',
    footer: '{account} の通知設定に基づいてこのメールをお送りしています。',
    settings: '通知設定を変更',
  },
  hi: {
    title: {
      conversation_creation: 'एक नई बातचीत #{id} बनाई गई है',
      conversation_assignment: 'एक नई बातचीत #{id} आपको सौंपी गई है',
      assigned_conversation_new_message: 'बातचीत #{id} में एक नया संदेश है',
      conversation_mention: 'बातचीत #{id} में आपका उल्लेख किया गया है',
      participating_conversation_new_message: 'बातचीत #{id} में एक नया संदेश है',
      sla_missed_first_response: 'बातचीत #{id} के लिए पहले जवाब का SLA लक्ष्य चूक गया',
      sla_missed_next_response: 'बातचीत #{id} के लिए अगले जवाब का SLA लक्ष्य चूक गया',
      sla_missed_resolution: 'बातचीत #{id} के लिए समाधान का SLA लक्ष्य चूक गया',
    },
    greeting: 'नमस्ते {name},',
    more: {
      one: 'पिछले ईमेल के बाद से इस बातचीत में 1 और अपडेट हुआ।',
      other: 'पिछले ईमेल के बाद से इस बातचीत में {n} और अपडेट हुए।',
    },
    open: 'बातचीत खोलें',
    footer: 'आपको यह ईमेल {account} में आपकी सूचना सेटिंग्स के कारण मिल रहा है।',
    settings: 'सूचना सेटिंग्स बदलें',
  },
  id: {
    title: {
      conversation_creation: 'Percakapan baru #{id} telah dibuat',
      conversation_assignment: 'Percakapan baru #{id} telah ditugaskan kepada Anda',
      assigned_conversation_new_message: 'Ada pesan baru di percakapan #{id}',
      conversation_mention: 'Anda disebut di percakapan #{id}',
      participating_conversation_new_message: 'Ada pesan baru di percakapan #{id}',
      sla_missed_first_response: 'Target SLA respons pertama terlewat untuk percakapan #{id}',
      sla_missed_next_response: 'Target SLA respons berikutnya terlewat untuk percakapan #{id}',
      sla_missed_resolution: 'Target SLA penyelesaian terlewat untuk percakapan #{id}',
    },
    greeting: 'Halo {name},',
    more: { other: 'Ada {n} pembaruan lagi di percakapan ini sejak email terakhir.' },
    open: 'Buka percakapan',
    footer: 'Anda menerima email ini karena pengaturan notifikasi Anda di {account}.',
    settings: 'Ubah pengaturan notifikasi',
  },
};
