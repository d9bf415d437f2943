// The participants module's public surface: other features and server code import participants only from here.
// Export only what is used outside (docs/ARCHITECTURE.md, "Modules").
export { registerParticipantRoutes } from './participants.routes.ts';
export {
  addParticipants,
  changeParticipants,
  handleMentions,
  mentionedUserIds,
  type TParticipantsChange,
} from './participants.service.ts';
