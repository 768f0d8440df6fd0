CREATE TABLE "session_data_used" (
	"room_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"bytes" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "session_data_used_room_id_user_id_pk" PRIMARY KEY("room_id","user_id"),
	CONSTRAINT "session_data_used_bytes_check" CHECK ("session_data_used"."bytes" >= 0)
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "call_mode" text;--> statement-breakpoint
ALTER TABLE "session_data_used" ADD CONSTRAINT "session_data_used_room_id_chat_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."chat_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_data_used" ADD CONSTRAINT "session_data_used_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_call_mode_check" CHECK ("users"."call_mode" in ('full', 'saver', 'audio'));