CREATE TABLE "chat_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"room_id" integer NOT NULL,
	"sender_id" integer NOT NULL,
	"text" text NOT NULL,
	"client_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"edited_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "chat_messages_text_check" CHECK (char_length("chat_messages"."text") <= 2000 and (("chat_messages"."deleted_at" is null) = (char_length("chat_messages"."text") > 0)))
);
--> statement-breakpoint
CREATE TABLE "chat_room_members" (
	"room_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"pinned_at" timestamp with time zone,
	"muted_at" timestamp with time zone,
	"last_read_message_id" integer DEFAULT 0 NOT NULL,
	"notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_room_members_room_id_user_id_pk" PRIMARY KEY("room_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "chat_rooms" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" smallint NOT NULL,
	"ref_id" integer,
	"pair_key" text,
	"last_message_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_rooms_type_check" CHECK ("chat_rooms"."type" between 1 and 4),
	CONSTRAINT "chat_rooms_ref_check" CHECK (("chat_rooms"."type" = 1) = ("chat_rooms"."ref_id" is null) and ("chat_rooms"."type" = 1) = ("chat_rooms"."pair_key" is not null))
);
--> statement-breakpoint
CREATE TABLE "session_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"room_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"event" smallint NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "session_events_event_check" CHECK ("session_events"."event" in (1, 2))
);
--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_room_id_chat_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."chat_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_room_members" ADD CONSTRAINT "chat_room_members_room_id_chat_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."chat_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_room_members" ADD CONSTRAINT "chat_room_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_events" ADD CONSTRAINT "session_events_room_id_chat_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."chat_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_events" ADD CONSTRAINT "session_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_messages_room_idx" ON "chat_messages" USING btree ("room_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_client_unique" ON "chat_messages" USING btree ("sender_id","client_id");--> statement-breakpoint
CREATE INDEX "chat_room_members_user_idx" ON "chat_room_members" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_rooms_ref_unique" ON "chat_rooms" USING btree ("type","ref_id") WHERE "chat_rooms"."ref_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_rooms_pair_unique" ON "chat_rooms" USING btree ("pair_key") WHERE "chat_rooms"."type" = 1;--> statement-breakpoint
CREATE INDEX "session_events_room_idx" ON "session_events" USING btree ("room_id","at");