// Interim: the get-user check on every navigation lands here with issue 3.
export function SessionSync(): null {
  return null;
}
