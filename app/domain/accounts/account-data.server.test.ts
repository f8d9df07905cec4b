import { eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { getDb } from "#app/db/client.server.ts";
import { chats, messages, projects, sessions, usage, waitlistEntries } from "#app/db/schema/index.ts";
import { useTestDatabase } from "#tests/support/database.ts";
import { signIn } from "#tests/support/sign-in.ts";
import { deleteAccount, exportAccountData } from "./account-data.server.ts";
import { getSignedInUser } from "#app/http/accounts/current-user.server.ts";
import { incrementUsage } from "./usage.server.ts";
import { getUserById } from "./user.server.ts";
import { joinWaitlist } from "./waitlist.server.ts";

useTestDatabase();

async function seedAssistantData(uid: string, label: string) {
  const db = getDb();
  await db.insert(projects).values({ id: `p-${label}`, uid, title: `Project ${label}` });
  await db.insert(chats).values({ id: `c-${label}`, uid, projectId: `p-${label}`, title: `Chat ${label}` });
  await db.insert(messages).values([
    {
      id: `m1-${label}`,
      chatId: `c-${label}`,
      type: "user",
      content: `Question ${label}`,
      createdAt: "2026-01-01T10:00:00Z",
    },
    {
      id: `m2-${label}`,
      chatId: `c-${label}`,
      type: "ai",
      content: `Answer ${label}`,
      createdAt: "2026-01-01T10:00:05Z",
    },
  ]);
}

describe("export and deletion", () => {
  test("the export holds profile, waitlist entry, usage, projects, chats and messages — only the user's own", async () => {
    const alice = await signIn({ email: "alice-export@example.com" });
    const bob = await signIn({ email: "bob-export@example.com" });
    await joinWaitlist(alice.user);
    await incrementUsage(alice.user.uid);
    await incrementUsage(alice.user.uid);
    await seedAssistantData(alice.user.uid, "alice");
    await seedAssistantData(bob.user.uid, "bob");

    const exported = await exportAccountData(alice.user.uid);
    expect(exported?.profile).toMatchObject({
      uid: alice.user.uid,
      email: "alice-export@example.com",
      verified: false,
    });
    expect(exported?.waitlistEntry?.email).toBe("alice-export@example.com");
    expect(exported?.usage.count).toBe(2);
    expect(exported?.projects.map((project) => project.title)).toEqual(["Project alice"]);
    expect(exported?.chats).toHaveLength(1);
    expect(exported?.chats[0]?.messages.map((message) => message.content)).toEqual(["Question alice", "Answer alice"]);
    expect(JSON.stringify(exported)).not.toContain("bob");
    expect(await exportAccountData("no-such-user")).toBeNull();
  });

  test("deletion removes the user and everything belonging to them, ends their sessions, leaves others", async () => {
    const carol = await signIn({ email: "carol-delete@example.com" });
    const dave = await signIn({ email: "dave-delete@example.com" });
    await joinWaitlist(carol.user);
    await incrementUsage(carol.user.uid);
    await seedAssistantData(carol.user.uid, "carol");
    await seedAssistantData(dave.user.uid, "dave");

    expect(await deleteAccount(carol.user.uid)).toBe(true);
    const db = getDb();
    expect(await getUserById(carol.user.uid)).toBeNull();
    expect(await db.select().from(sessions).where(eq(sessions.uid, carol.user.uid))).toEqual([]);
    expect(await db.select().from(waitlistEntries).where(eq(waitlistEntries.uid, carol.user.uid))).toEqual([]);
    expect(await db.select().from(usage).where(eq(usage.uid, carol.user.uid))).toEqual([]);
    expect(await db.select().from(projects).where(eq(projects.uid, carol.user.uid))).toEqual([]);
    expect(await db.select().from(chats).where(eq(chats.uid, carol.user.uid))).toEqual([]);
    expect(await db.select().from(messages).where(eq(messages.chatId, "c-carol"))).toEqual([]);
    expect(await getSignedInUser(new Request("http://localhost/", { headers: { cookie: carol.cookie } }))).toBeNull();
    // Dave's data is untouched.
    expect(await db.select().from(messages).where(eq(messages.chatId, "c-dave"))).toHaveLength(2);
    expect(
      await getSignedInUser(new Request("http://localhost/", { headers: { cookie: dave.cookie } })),
    ).not.toBeNull();
    expect(await deleteAccount(carol.user.uid)).toBe(false);
  });
});
