/** Where a version's files live: the content it prints (JSON), its PDF and its zip. */
export const reportKeys = {
  content: (reportId: string) => `reports/${reportId}/content`,
  file: (reportId: string, kind: string) => `reports/${reportId}/${kind}`,
};
