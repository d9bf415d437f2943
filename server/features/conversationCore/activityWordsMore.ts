/**
 * Activity lines in the interface's other languages, as templates ({user}, {assignee}, {team}, {labels},
 * {from}, {to}, {policy}, {name}, {duration}); activityText.ts turns them into its wording functions.
 * Durations are counted by Intl ("3 días", "1 Stunde").
 */
import type { TPriority } from '../../../common/contracts/conversations.ts';

export interface TActivityTemplates {
  status: Record<
    'resolved' | 'open' | 'pending' | 'snoozed' | 'autoResolved' | 'snoozeExpired' | 'systemAutoOpen',
    string
  >;
  assignee: Record<'selfAssigned' | 'assigned' | 'removed' | 'autoAssigned', string>;
  team: Record<'assigned' | 'assignedWithAssignee' | 'removed', string>;
  labels: Record<'added' | 'removed', string>;
  priority: Record<'added' | 'updated' | 'removed', string>;
  priorityNames: Record<TPriority, string>;
  sla: Record<'added' | 'removed', string>;
  muted: string;
  unmuted: string;
  actor: Record<'rule' | 'macro', string>;
}

export const MORE_ACTIVITY_WORDS: Record<string, TActivityTemplates> = {
  es: {
    status: {
      resolved: '{user} marcó la conversación como resuelta',
      open: '{user} reabrió la conversación',
      pending: '{user} marcó la conversación como pendiente',
      snoozed: '{user} pospuso la conversación',
      autoResolved: 'El sistema marcó la conversación como resuelta tras {duration} de inactividad',
      snoozeExpired: 'El sistema reabrió la conversación porque terminó el periodo de posposición',
      systemAutoOpen: 'El sistema reabrió la conversación por un nuevo mensaje entrante.',
    },
    assignee: {
      selfAssigned: '{user} se asignó esta conversación',
      assigned: '{user} asignó la conversación a {assignee}',
      removed: '{user} quitó la asignación de la conversación',
      autoAssigned: 'Asignada a {assignee} por asignación automática',
    },
    team: {
      assigned: '{user} asignó la conversación a {team}',
      assignedWithAssignee: '{user} asignó la conversación a {assignee} a través de {team}',
      removed: '{user} quitó la conversación de {team}',
    },
    labels: { added: '{user} añadió {labels}', removed: '{user} quitó {labels}' },
    priority: {
      added: '{user} fijó la prioridad en {to}',
      updated: '{user} cambió la prioridad de {from} a {to}',
      removed: '{user} quitó la prioridad',
    },
    priorityNames: { urgent: 'urgente', high: 'alta', medium: 'media', low: 'baja' },
    sla: { added: '{user} añadió la política de SLA {policy}', removed: '{user} quitó la política de SLA {policy}' },
    muted: '{user} silenció la conversación',
    unmuted: '{user} reactivó el sonido de la conversación',
    actor: { rule: 'La regla de automatización «{name}»', macro: '{user} (macro «{name}»)' },
  },
  pt_BR: {
    status: {
      resolved: '{user} marcou a conversa como resolvida',
      open: '{user} reabriu a conversa',
      pending: '{user} marcou a conversa como pendente',
      snoozed: '{user} adiou a conversa',
      autoResolved: 'O sistema marcou a conversa como resolvida após {duration} sem atividade',
      snoozeExpired: 'O sistema reabriu a conversa porque o período de adiamento terminou',
      systemAutoOpen: 'O sistema reabriu a conversa por causa de uma nova mensagem recebida.',
    },
    assignee: {
      selfAssigned: '{user} atribuiu esta conversa a si mesmo',
      assigned: '{user} atribuiu a conversa a {assignee}',
      removed: '{user} removeu a atribuição da conversa',
      autoAssigned: 'Atribuída a {assignee} pela atribuição automática',
    },
    team: {
      assigned: '{user} atribuiu a conversa a {team}',
      assignedWithAssignee: '{user} atribuiu a conversa a {assignee} por meio de {team}',
      removed: '{user} removeu a conversa de {team}',
    },
    labels: { added: '{user} adicionou {labels}', removed: '{user} removeu {labels}' },
    priority: {
      added: '{user} definiu a prioridade como {to}',
      updated: '{user} alterou a prioridade de {from} para {to}',
      removed: '{user} removeu a prioridade',
    },
    priorityNames: { urgent: 'urgente', high: 'alta', medium: 'média', low: 'baixa' },
    sla: { added: '{user} adicionou a política de SLA {policy}', removed: '{user} removeu a política de SLA {policy}' },
    muted: '{user} silenciou a conversa',
    unmuted: '{user} reativou o som da conversa',
    actor: { rule: 'A regra de automação “{name}”', macro: '{user} (macro “{name}”)' },
  },
  fr: {
    status: {
      resolved: '{user} a marqué la conversation comme résolue',
      open: '{user} a rouvert la conversation',
      pending: '{user} a marqué la conversation en attente',
      snoozed: '{user} a mis la conversation en veille',
      autoResolved: 'Le système a marqué la conversation comme résolue après {duration} d’inactivité',
      snoozeExpired: 'Le système a rouvert la conversation à la fin de la mise en veille',
      systemAutoOpen: 'Le système a rouvert la conversation à la suite d’un nouveau message entrant.',
    },
    assignee: {
      selfAssigned: '{user} s’est attribué cette conversation',
      assigned: '{user} a attribué la conversation à {assignee}',
      removed: '{user} a retiré l’attribution de la conversation',
      autoAssigned: 'Attribuée à {assignee} par l’attribution automatique',
    },
    team: {
      assigned: '{user} a attribué la conversation à {team}',
      assignedWithAssignee: '{user} a attribué la conversation à {assignee} via {team}',
      removed: '{user} a retiré la conversation de {team}',
    },
    labels: { added: '{user} a ajouté {labels}', removed: '{user} a retiré {labels}' },
    priority: {
      added: '{user} a défini la priorité sur {to}',
      updated: '{user} a changé la priorité de {from} à {to}',
      removed: '{user} a retiré la priorité',
    },
    priorityNames: { urgent: 'urgente', high: 'haute', medium: 'moyenne', low: 'basse' },
    sla: { added: '{user} a ajouté la politique SLA {policy}', removed: '{user} a retiré la politique SLA {policy}' },
    muted: '{user} a mis la conversation en sourdine',
    unmuted: '{user} a réactivé le son de la conversation',
    actor: { rule: 'La règle d’automatisation « {name} »', macro: '{user} (macro « {name} »)' },
  },
  de: {
    status: {
      resolved: '{user} hat die Unterhaltung als gelöst markiert',
      open: '{user} hat die Unterhaltung wieder geöffnet',
      pending: '{user} hat die Unterhaltung als ausstehend markiert',
      snoozed: '{user} hat die Unterhaltung zurückgestellt',
      autoResolved: 'Das System hat die Unterhaltung nach {duration} ohne Aktivität als gelöst markiert',
      snoozeExpired: 'Das System hat die Unterhaltung wieder geöffnet, da die Zurückstellung abgelaufen ist',
      systemAutoOpen: 'Das System hat die Unterhaltung wegen einer neuen eingehenden Nachricht wieder geöffnet.',
    },
    assignee: {
      selfAssigned: '{user} hat sich diese Unterhaltung selbst zugewiesen',
      assigned: '{user} hat die Unterhaltung {assignee} zugewiesen',
      removed: '{user} hat die Zuweisung der Unterhaltung aufgehoben',
      autoAssigned: 'Durch automatische Zuweisung {assignee} zugewiesen',
    },
    team: {
      assigned: '{user} hat die Unterhaltung dem Team {team} zugewiesen',
      assignedWithAssignee: '{user} hat die Unterhaltung über das Team {team} {assignee} zugewiesen',
      removed: '{user} hat die Zuweisung an das Team {team} aufgehoben',
    },
    labels: { added: '{user} hat {labels} hinzugefügt', removed: '{user} hat {labels} entfernt' },
    priority: {
      added: '{user} hat die Priorität auf {to} gesetzt',
      updated: '{user} hat die Priorität von {from} auf {to} geändert',
      removed: '{user} hat die Priorität entfernt',
    },
    priorityNames: { urgent: 'dringend', high: 'hoch', medium: 'mittel', low: 'niedrig' },
    sla: {
      added: '{user} hat die SLA-Richtlinie {policy} hinzugefügt',
      removed: '{user} hat die SLA-Richtlinie {policy} entfernt',
    },
    muted: '{user} hat die Unterhaltung stummgeschaltet',
    unmuted: '{user} hat die Stummschaltung der Unterhaltung aufgehoben',
    actor: { rule: 'Die Automatisierungsregel „{name}“', macro: '{user} (Makro „{name}“)' },
  },
  it: {
    status: {
      resolved: '{user} ha segnato la conversazione come risolta',
      open: '{user} ha riaperto la conversazione',
      pending: '{user} ha segnato la conversazione come in attesa',
      snoozed: '{user} ha posticipato la conversazione',
      autoResolved: 'Il sistema ha segnato la conversazione come risolta dopo {duration} di inattività',
      snoozeExpired: 'Il sistema ha riaperto la conversazione perché il periodo di posticipo è terminato',
      systemAutoOpen: 'Il sistema ha riaperto la conversazione per un nuovo messaggio in arrivo.',
    },
    assignee: {
      selfAssigned: '{user} si è assegnato questa conversazione',
      assigned: '{user} ha assegnato la conversazione a {assignee}',
      removed: "{user} ha rimosso l'assegnazione della conversazione",
      autoAssigned: "Assegnata a {assignee} dall'assegnazione automatica",
    },
    team: {
      assigned: '{user} ha assegnato la conversazione a {team}',
      assignedWithAssignee: '{user} ha assegnato la conversazione a {assignee} tramite {team}',
      removed: '{user} ha rimosso la conversazione da {team}',
    },
    labels: { added: '{user} ha aggiunto {labels}', removed: '{user} ha rimosso {labels}' },
    priority: {
      added: '{user} ha impostato la priorità su {to}',
      updated: '{user} ha cambiato la priorità da {from} a {to}',
      removed: '{user} ha rimosso la priorità',
    },
    priorityNames: { urgent: 'urgente', high: 'alta', medium: 'media', low: 'bassa' },
    sla: {
      added: '{user} ha aggiunto la policy SLA {policy}',
      removed: '{user} ha rimosso la policy SLA {policy}',
    },
    muted: '{user} ha silenziato la conversazione',
    unmuted: "{user} ha riattivato l'audio della conversazione",
    actor: { rule: 'La regola di automazione «{name}»', macro: '{user} (macro «{name}»)' },
  },
};
