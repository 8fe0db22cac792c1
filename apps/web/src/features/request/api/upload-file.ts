/** The upload call is shared with the protocol detail's 'send the missing files' action. */
export { uploadProtocolFile, type UploadFileInput } from '../../../lib/protocol-upload';
