/** The messages routes' paths, relative to the API base (apiRequest adds it). */
const segment = encodeURIComponent;

export const messagePaths = {
  caseMessages: (caseId: string) => `/cases/${segment(caseId)}/messages`,
  caseMessagesRead: (caseId: string) => `/cases/${segment(caseId)}/messages/read`,
  conversations: () => '/me/conversations',
  documentDownload: (caseId: string, documentId: string) => `/cases/${segment(caseId)}/documents/${segment(documentId)}/download`,
};
