import { useParams } from 'react-router';
import { useCurrentAccount, AccountRedirect } from '../accounts/index.ts';
import { isChannelPage, type TChannelPage } from './channelCatalogue.ts';
import { ApiForm } from './channels/ApiForm.tsx';
import { EmailChannel } from './channels/EmailChannel.tsx';
import { FacebookChannel } from './channels/FacebookChannel.tsx';
import { InstagramChannel } from './channels/InstagramChannel.tsx';
import { LineForm } from './channels/LineForm.tsx';
import { SmsChannel } from './channels/SmsChannel.tsx';
import { TelegramForm } from './channels/TelegramForm.tsx';
import { TwitterChannel } from './channels/TwitterChannel.tsx';
import { WebsiteForm } from './channels/WebsiteForm.tsx';
import { WhatsappChannel } from './channels/WhatsappChannel.tsx';
import { InboxWizardFrame } from './InboxWizardFrame.tsx';

const FORMS: Record<TChannelPage, (p: { accountId: number }) => React.ReactNode> = {
  website: WebsiteForm,
  facebook: FacebookChannel,
  instagram: InstagramChannel,
  twitter: TwitterChannel,
  api: ApiForm,
  email: EmailChannel,
  sms: SmsChannel,
  whatsapp: WhatsappChannel,
  line: LineForm,
  telegram: TelegramForm,
};

/** settings_inboxes_page_channel: the form of the channel named by sub_page; anything else goes back to the picker. */
export const ChannelFormPage = () => {
  const { sub_page: subPage } = useParams();
  const { account } = useCurrentAccount();
  if (!isChannelPage(subPage)) return <AccountRedirect to="settings/inboxes/new" />;
  const Form = FORMS[subPage];
  return (
    <InboxWizardFrame>
      <Form key={subPage} accountId={account.id} />
    </InboxWizardFrame>
  );
};
