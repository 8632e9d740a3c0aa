/** The signatures feature's public entry, for the features above it (the retention job destroys a case's requests). */
export { destroyCaseSignatureRequests } from './repository/signature-requests';
