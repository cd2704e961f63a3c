// The API's mount point (CONTRACT 1); every route lives under it.
export const BASE_PATH = "/v1/accounting";
