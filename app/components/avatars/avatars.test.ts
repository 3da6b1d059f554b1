import { describe, expect, it } from "vitest";
import { AvatarActionSchema, avatarAnchor, avatarIdPattern, avatarsHref, CreateAvatarSchema, readAvatarsView } from "./avatars";

describe("the avatar screens' addresses and forms", () => {
  it("keeps the page of avatars and of previews in the address, leaving the first pages out", () => {
    expect(readAvatarsView(new URLSearchParams("page=2&tasks=x"))).toEqual({ page: 2, tasksPage: 1 });
    expect(avatarsHref({ page: 1, tasksPage: 1 })).toBe("/avatars");
    expect(avatarsHref({ page: 2, tasksPage: 3 }, { confirmDelete: "a1", avatar: "a1" })).toBe("/avatars?page=2&tasks=3&confirm-delete=a1#avatar-a1");
  });

  it("names a built-in presenter's card without the colon a selector would trip on", () => {
    expect(avatarAnchor("builtin:amara")).toBe("avatar-builtin-amara");
    expect(avatarIdPattern.test("builtin:amara")).toBe(true);
    expect(avatarIdPattern.test("other:amara")).toBe(false);
  });

  it("takes a rename with a default voice, a preview and a delete, and refuses anything else", () => {
    expect(AvatarActionSchema.parse({ intent: "update", id: "a1", name: " Ada ", voice: "" })).toEqual({ intent: "update", id: "a1", name: "Ada", voice: "" });
    expect(AvatarActionSchema.safeParse({ intent: "update", id: "a1", name: "" }).error?.issues[0]?.message).toBe("avatars.validation.nameRequired");
    expect(AvatarActionSchema.safeParse({ intent: "preview", id: "builtin:mei" }).success).toBe(true);
    expect(AvatarActionSchema.safeParse({ intent: "delete", id: "../x" }).success).toBe(false);
    expect(AvatarActionSchema.safeParse({ intent: "train", id: "a1" }).success).toBe(false);
  });

  it("needs a name and the consent ticked before an upload is sent on", () => {
    expect(CreateAvatarSchema.safeParse({ name: "Ada", consent: true }).success).toBe(true);
    expect(CreateAvatarSchema.safeParse({ name: "Ada", consent: false }).error?.issues[0]?.message).toBe("avatars.validation.consentRequired");
    expect(CreateAvatarSchema.safeParse({ name: " ", consent: true }).error?.issues[0]?.message).toBe("avatars.validation.nameRequired");
  });
});
