/** What a document store answers for a folder it has just created. */
export function freshFolder(name: string, createdBy: string) {
  return {
    id: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/),
    name,
    size: 0,
    createdDateTime: expect.any(String),
    lastModifiedDateTime: expect.any(String),
    createdBy: { user: { displayName: createdBy } },
    webUrl: '',
    type: 'folder',
    folder: { childCount: 0 },
  };
}
