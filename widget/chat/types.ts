import type { TWorkingHour } from '../../common/campaignRules.ts';
import type { TPublicMessage } from '../../common/contracts/responses/widget.ts';

/** Wire shapes of the widget API the chat app reads (server/features/widget). */

export type TReplyTime = 'in_a_few_minutes' | 'in_a_few_hours' | 'in_a_day';

export interface TPreChatField {
  name: string;
  label?: string;
  type?: string;
  field_type?: string;
  required?: boolean;
  enabled?: boolean;
  placeholder?: string;
  values?: string[];
}

export interface TChannelConfig {
  avatar_url: string;
  locale: string;
  website_name: string;
  welcome_title: string;
  welcome_tagline: string;
  widget_color: string;
  enabled_features: string[];
  reply_time: TReplyTime;
  pre_chat_form_enabled: boolean;
  pre_chat_form_options: { pre_chat_message?: string; pre_chat_fields?: TPreChatField[] };
  greeting_enabled: boolean;
  greeting_message: string;
  csat_survey_enabled: boolean;
  allow_messages_after_resolved: boolean;
  working_hours_enabled?: boolean;
  working_hours?: TWorkingHour[];
  timezone?: string;
}

/** An ongoing website campaign (GET /api/v1/widget/campaigns). */
export interface TCampaign {
  id: number;
  message: string;
  trigger_rules: { url?: string; time_on_page?: number };
  trigger_only_during_business_hours: boolean;
  sender: { name: string; avatar_url: string } | null;
}

export interface TContact {
  id: number;
  name: string;
  email: string | null;
  phone_number: string | null;
  pubsub_token: string;
}

export interface TConfigResponse {
  website_channel_config: TChannelConfig;
  contact: TContact;
  auth_token: string;
}

export type { TAttachment } from '../../common/contracts/responses/messages.ts';
export type { TPublicSender as TSender } from '../../common/contracts/responses/widget.ts';

/** A message as the widget holds it: the public message, plus what exists only in the browser. */
export type TMessage = TPublicMessage & {
  /** The visitor's own sends: the client's id, echoed back by the server. */
  echo_id?: string;
  private?: boolean;
  /** Client-side only: an optimistic message on its way, or one that failed. */
  local?: 'sending' | 'failed';
};

export interface TConversation {
  id: number;
  status: string;
  messages?: TMessage[];
}
