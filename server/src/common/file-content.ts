/**
 * What a file really is, from its first bytes, never its name or declared
 * Content-Type: an .exe renamed .pdf is still an executable.
 */
export interface DetectedType {
  contentType: string;
  extension: string;
}

const startsWith = (bytes: Buffer, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, index) => bytes[offset + index] === byte);

/** A .docx is a zip whose directory names [Content_Types].xml and word/ entries. */
function isDocx(bytes: Buffer): boolean {
  if (!startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return false;
  const text = bytes.toString('latin1');
  return text.includes('[Content_Types].xml') && text.includes('word/');
}

export function detectAttachmentType(bytes: Buffer): DetectedType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { contentType: 'image/png', extension: 'png' };
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { contentType: 'image/jpeg', extension: 'jpg' };
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38])) return { contentType: 'image/gif', extension: 'gif' };
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return { contentType: 'image/webp', extension: 'webp' };
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return { contentType: 'application/pdf', extension: 'pdf' };
  // OLE compound file: the legacy Word .doc format.
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return { contentType: 'application/msword', extension: 'doc' };
  if (isDocx(bytes)) return { contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', extension: 'docx' };
  return null;
}

export const ATTACHMENT_TYPE_ERROR = 'Only images (PNG, JPEG, GIF, WebP), PDF, DOC and DOCX files can be attached.';
