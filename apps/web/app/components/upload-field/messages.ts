/** Texts of the upload field and its upload call. */
export const uploadMessages = {
  uploadButton: '选择文件上传',
  uploadHint: (kinds: string, maxSize: string) => `支持 ${kinds}，单个文件不超过 ${maxSize}`,
  uploadCount: (max: number) => `最多 ${max} 个文件`,
  uploadTooLarge: '文件过大，超过上传大小上限',
  uploadTooLargeNamed: (fileName: string, maxSize: string) => `“${fileName}”超过大小上限 ${maxSize}`,
  uploadBadType: (fileName: string, kinds: string) => `“${fileName}”的类型不支持，仅支持 ${kinds}`,
  uploadEmpty: (fileName: string) => `“${fileName}”是空文件`,
  uploadTooMany: (max: number) => `最多上传 ${max} 个文件，请先删除不需要的文件`,
  uploadRefused: (fileName: string, reason: string) => `“${fileName}”上传失败：${reason}`,
  uploadFailed: '上传失败，请稍后重试',
  uploadSessionEnded: '登录已失效，请重新登录后上传',
  uploadNetworkError: '上传失败，请检查网络或文件大小后重试',
  uploadCancelled: '上传已取消',
} as const;
