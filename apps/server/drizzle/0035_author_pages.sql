CREATE TABLE "author_page_books" (
	"page_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "author_page_books_page_id_project_id_pk" PRIMARY KEY("page_id","project_id")
);
--> statement-breakpoint
CREATE TABLE "author_pages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_customer_id" text NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"biography" text,
	"links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"photo_key" text,
	"photo_width" integer,
	"photo_height" integer,
	"photo_bytes" integer,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "author_page_books" ADD CONSTRAINT "author_page_books_page_id_author_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."author_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "author_page_books" ADD CONSTRAINT "author_page_books_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "author_page_books_project_idx" ON "author_page_books" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "author_pages_owner_idx" ON "author_pages" USING btree ("owner_customer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "author_pages_owner_name_idx" ON "author_pages" USING btree ("owner_customer_id",lower("name"));