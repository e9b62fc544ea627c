/** A member's days on the staff dashboard (spec section 2: staffs/details/{operatorId}/{operatorName}). */
export const staffDetailsPath = ({ id, name }: { id: number; name: string }) =>
  `/dashboard/staffs/details/${id}/${encodeURIComponent(name)}`
