/** Why data could not be loaded, as a sentence: the server's own reason, or the request's (unreachable server). */
export function loadFailureReason(error: { serverMessage: string | null; message: string }): string {
  const reason = (error.serverMessage ?? error.message).trim();
  return reason.endsWith('.') ? reason : `${reason}.`;
}
