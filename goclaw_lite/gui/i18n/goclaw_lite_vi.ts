<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="vi">
<context>
    <name>ActivityPageWidget</name>
    <message>
        <source>Everything GoClaw Lite and its agents did, newest first. Rows never hold secret values.</source>
        <translation>Mọi việc GoClaw Lite và các tác tử của nó đã làm, mới nhất trước. Các dòng không bao giờ chứa giá trị bí mật.</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Thời gian</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Điều đã xảy ra</translation>
    </message>
    <message>
        <source>Any</source>
        <translation>Bất kỳ</translation>
    </message>
    <message>
        <source>Activity</source>
        <translation>Hoạt động</translation>
    </message>
    <message>
        <source>Details of the selected action</source>
        <translation>Chi tiết của hành động đã chọn</translation>
    </message>
    <message>
        <source>Select a row to see everything recorded about it.</source>
        <translation>Chọn một dòng để xem mọi thứ đã ghi về nó.</translation>
    </message>
    <message>
        <source>The selected action as stored (JSON)</source>
        <translation>Hành động đã chọn đúng như đã lưu (JSON)</translation>
    </message>
    <message>
        <source>Show &amp;JSON</source>
        <translation>Hiện &amp;JSON</translation>
    </message>
    <message>
        <source>Show the stored JSON</source>
        <translation>Hiện JSON đã lưu</translation>
    </message>
    <message>
        <source>Switch between the details in words and the row exactly as stored</source>
        <translation>Chuyển giữa chi tiết bằng lời và dòng đúng như đã lưu</translation>
    </message>
    <message>
        <source>Show &amp;details</source>
        <translation>Hiện &amp;chi tiết</translation>
    </message>
    <message>
        <source>All actions</source>
        <translation>Mọi hành động</translation>
    </message>
    <message>
        <source>Filter by actions</source>
        <translation>Lọc theo hành động</translation>
    </message>
    <message>
        <source>Anyone</source>
        <translation>Bất kỳ ai</translation>
    </message>
    <message>
        <source>Filter by who did it</source>
        <translation>Lọc theo người thực hiện</translation>
    </message>
    <message>
        <source>All kinds</source>
        <translation>Mọi loại</translation>
    </message>
    <message>
        <source>Filter by kind of thing</source>
        <translation>Lọc theo loại đối tượng</translation>
    </message>
    <message>
        <source>From date</source>
        <translation>Từ ngày</translation>
    </message>
    <message>
        <source>To date (inclusive)</source>
        <translation>Đến ngày (tính cả ngày đó)</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Từ</translation>
    </message>
    <message>
        <source>to</source>
        <translation>đến</translation>
    </message>
    <message>
        <source>Clear filters</source>
        <translation>Bỏ bộ lọc</translation>
    </message>
    <message>
        <source>Show every action again</source>
        <translation>Hiện lại mọi hành động</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>Làm mới</translation>
    </message>
    <message>
        <source>Refresh activity</source>
        <translation>Làm mới hoạt động</translation>
    </message>
    <message>
        <source>Load the activity again (F5)</source>
        <translation>Tải lại hoạt động (F5)</translation>
    </message>
    <message>
        <source>Rows shown</source>
        <translation>Các dòng đang hiện</translation>
    </message>
    <message>
        <source>Previous</source>
        <translation>Trước</translation>
    </message>
    <message>
        <source>Previous page</source>
        <translation>Trang trước</translation>
    </message>
    <message>
        <source>The previous {page_size} rows (newer)</source>
        <translation>{page_size} dòng trước (mới hơn)</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Tiếp</translation>
    </message>
    <message>
        <source>Next page</source>
        <translation>Trang tiếp</translation>
    </message>
    <message>
        <source>The next {page_size} rows (older)</source>
        <translation>{page_size} dòng tiếp theo (cũ hơn)</translation>
    </message>
    <message>
        <source>Loading the activity</source>
        <translation>Tải hoạt động</translation>
    </message>
    <message>
        <source>Could not load the activity; see the status bar.</source>
        <translation>Không tải được hoạt động; xem thanh trạng thái.</translation>
    </message>
    <message>
        <source>Nothing more was recorded.</source>
        <translation>Không ghi thêm gì.</translation>
    </message>
    <message>
        <source>No activity matches.</source>
        <translation>Không có hoạt động nào khớp.</translation>
    </message>
    <message>
        <source>Nothing past row {row} of {total}.</source>
        <translation>Không còn gì sau dòng {row} trên {total}.</translation>
    </message>
    <message>
        <source>{first}–{last} of {total}</source>
        <translation>{first}–{last} trên {total}</translation>
    </message>
    <message>
        <source>Today</source>
        <translation>Hôm nay</translation>
    </message>
    <message>
        <source>Yesterday</source>
        <translation>Hôm qua</translation>
    </message>
</context>
<context>
    <name>ActivityWords</name>
    <message>
        <source>Created an agent</source>
        <translation>Đã tạo tác tử</translation>
    </message>
    <message>
        <source>Deleted an agent</source>
        <translation>Đã xóa tác tử</translation>
    </message>
    <message>
        <source>Made an agent the default</source>
        <translation>Đặt tác tử mặc định</translation>
    </message>
    <message>
        <source>Called a tool</source>
        <translation>Đã gọi công cụ</translation>
    </message>
    <message>
        <source>Changed an agent</source>
        <translation>Đã đổi tác tử</translation>
    </message>
    <message>
        <source>Removed an agent file</source>
        <translation>Đã xóa tệp của tác tử</translation>
    </message>
    <message>
        <source>Changed an agent file</source>
        <translation>Đã đổi tệp của tác tử</translation>
    </message>
    <message>
        <source>Linked two agents</source>
        <translation>Đã liên kết hai tác tử</translation>
    </message>
    <message>
        <source>Unlinked two agents</source>
        <translation>Đã bỏ liên kết hai tác tử</translation>
    </message>
    <message>
        <source>Changed a built-in tool</source>
        <translation>Đã đổi công cụ tích hợp</translation>
    </message>
    <message>
        <source>Cleared out closed chats</source>
        <translation>Đã dọn các cuộc trò chuyện đã đóng</translation>
    </message>
    <message>
        <source>Closed a chat</source>
        <translation>Đã đóng cuộc trò chuyện</translation>
    </message>
    <message>
        <source>Started a chat</source>
        <translation>Đã bắt đầu cuộc trò chuyện</translation>
    </message>
    <message>
        <source>Deleted a chat</source>
        <translation>Đã xóa cuộc trò chuyện</translation>
    </message>
    <message>
        <source>Renamed a chat</source>
        <translation>Đã đổi tên cuộc trò chuyện</translation>
    </message>
    <message>
        <source>Applied a suggestion</source>
        <translation>Đã áp dụng đề xuất</translation>
    </message>
    <message>
        <source>Approved a suggestion</source>
        <translation>Đã duyệt đề xuất</translation>
    </message>
    <message>
        <source>Rejected a suggestion</source>
        <translation>Đã từ chối đề xuất</translation>
    </message>
    <message>
        <source>Added a hook</source>
        <translation>Đã thêm hook</translation>
    </message>
    <message>
        <source>Deleted a hook</source>
        <translation>Đã xóa hook</translation>
    </message>
    <message>
        <source>Ran a hook</source>
        <translation>Đã chạy hook</translation>
    </message>
    <message>
        <source>Changed a hook</source>
        <translation>Đã đổi hook</translation>
    </message>
    <message>
        <source>Created a scheduled job</source>
        <translation>Đã tạo tác vụ định kỳ</translation>
    </message>
    <message>
        <source>Deleted a scheduled job</source>
        <translation>Đã xóa tác vụ định kỳ</translation>
    </message>
    <message>
        <source>Switched a scheduled job off</source>
        <translation>Đã tắt tác vụ định kỳ</translation>
    </message>
    <message>
        <source>Switched a scheduled job on</source>
        <translation>Đã bật tác vụ định kỳ</translation>
    </message>
    <message>
        <source>Ran a scheduled job</source>
        <translation>Đã chạy tác vụ định kỳ</translation>
    </message>
    <message>
        <source>Changed a scheduled job</source>
        <translation>Đã đổi tác vụ định kỳ</translation>
    </message>
    <message>
        <source>Backed up the encryption key</source>
        <translation>Đã sao lưu khóa mã hóa</translation>
    </message>
    <message>
        <source>Created the encryption key</source>
        <translation>Đã tạo khóa mã hóa</translation>
    </message>
    <message>
        <source>Changed the encryption key</source>
        <translation>Đã đổi khóa mã hóa</translation>
    </message>
    <message>
        <source>Dismissed a possible duplicate</source>
        <translation>Đã bỏ qua một trùng lặp có thể</translation>
    </message>
    <message>
        <source>Deleted an entity</source>
        <translation>Đã xóa thực thể</translation>
    </message>
    <message>
        <source>Edited an entity</source>
        <translation>Đã sửa thực thể</translation>
    </message>
    <message>
        <source>Undid an entity edit</source>
        <translation>Đã hoàn tác sửa thực thể</translation>
    </message>
    <message>
        <source>Restored an entity</source>
        <translation>Đã khôi phục thực thể</translation>
    </message>
    <message>
        <source>Added to the knowledge graph</source>
        <translation>Đã thêm vào đồ thị tri thức</translation>
    </message>
    <message>
        <source>Merged two entities</source>
        <translation>Đã gộp hai thực thể</translation>
    </message>
    <message>
        <source>Undid a merge</source>
        <translation>Đã hoàn tác gộp</translation>
    </message>
    <message>
        <source>Pruned the knowledge graph</source>
        <translation>Đã lược bỏ đồ thị tri thức</translation>
    </message>
    <message>
        <source>Let an agent use an MCP server</source>
        <translation>Cho tác tử dùng máy chủ MCP</translation>
    </message>
    <message>
        <source>Stopped an agent using an MCP server</source>
        <translation>Thôi cho tác tử dùng máy chủ MCP</translation>
    </message>
    <message>
        <source>Added an MCP server</source>
        <translation>Đã thêm máy chủ MCP</translation>
    </message>
    <message>
        <source>Changed an MCP server</source>
        <translation>Đã đổi máy chủ MCP</translation>
    </message>
    <message>
        <source>Removed an MCP server</source>
        <translation>Đã xóa máy chủ MCP</translation>
    </message>
    <message>
        <source>Called an MCP tool</source>
        <translation>Đã gọi công cụ MCP</translation>
    </message>
    <message>
        <source>Remembered a chat</source>
        <translation>Đã ghi nhớ cuộc trò chuyện</translation>
    </message>
    <message>
        <source>Copied the data to PostgreSQL</source>
        <translation>Đã sao chép dữ liệu sang PostgreSQL</translation>
    </message>
    <message>
        <source>Added a model server</source>
        <translation>Đã thêm máy chủ mô hình</translation>
    </message>
    <message>
        <source>Removed a model server</source>
        <translation>Đã xóa máy chủ mô hình</translation>
    </message>
    <message>
        <source>Changed a model server</source>
        <translation>Đã đổi máy chủ mô hình</translation>
    </message>
    <message>
        <source>Registered a tool</source>
        <translation>Đã đăng ký công cụ</translation>
    </message>
    <message>
        <source>Removed a tool</source>
        <translation>Đã xóa công cụ</translation>
    </message>
    <message>
        <source>Was refused a tool run</source>
        <translation>Bị từ chối chạy công cụ</translation>
    </message>
    <message>
        <source>Let an agent use a tool</source>
        <translation>Cho tác tử dùng công cụ</translation>
    </message>
    <message>
        <source>Revealed a tool&apos;s credential</source>
        <translation>Đã hiện thông tin xác thực của công cụ</translation>
    </message>
    <message>
        <source>Stopped an agent using a tool</source>
        <translation>Thôi cho tác tử dùng công cụ</translation>
    </message>
    <message>
        <source>Ran a tool</source>
        <translation>Đã chạy công cụ</translation>
    </message>
    <message>
        <source>Changed a tool</source>
        <translation>Đã đổi công cụ</translation>
    </message>
    <message>
        <source>Changed the web search settings</source>
        <translation>Đã đổi cài đặt tìm kiếm web</translation>
    </message>
    <message>
        <source>Deleted a skill</source>
        <translation>Đã xóa kỹ năng</translation>
    </message>
    <message>
        <source>Switched a skill off</source>
        <translation>Đã tắt kỹ năng</translation>
    </message>
    <message>
        <source>Switched a skill on</source>
        <translation>Đã bật kỹ năng</translation>
    </message>
    <message>
        <source>Let an agent use a skill</source>
        <translation>Cho tác tử dùng kỹ năng</translation>
    </message>
    <message>
        <source>Installed a skill</source>
        <translation>Đã cài kỹ năng</translation>
    </message>
    <message>
        <source>Deleted a skill and its files</source>
        <translation>Đã xóa kỹ năng và các tệp của nó</translation>
    </message>
    <message>
        <source>Undid a skill&apos;s deletion</source>
        <translation>Đã hoàn tác xóa kỹ năng</translation>
    </message>
    <message>
        <source>Stopped an agent using a skill</source>
        <translation>Thôi cho tác tử dùng kỹ năng</translation>
    </message>
    <message>
        <source>Installed a new version of a skill</source>
        <translation>Đã cài phiên bản mới của kỹ năng</translation>
    </message>
    <message>
        <source>Imported notes into the vault</source>
        <translation>Đã nhập ghi chú vào kho ghi chú</translation>
    </message>
    <message>
        <source>Undid a file change</source>
        <translation>Đã hoàn tác thay đổi tệp</translation>
    </message>
    <message>
        <source>Agent</source>
        <translation>Tác tử</translation>
    </message>
    <message>
        <source>Agent link</source>
        <translation>Liên kết tác tử</translation>
    </message>
    <message>
        <source>Built-in tool</source>
        <translation>Công cụ tích hợp</translation>
    </message>
    <message>
        <source>Scheduled job</source>
        <translation>Tác vụ định kỳ</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Cài đặt</translation>
    </message>
    <message>
        <source>Chat</source>
        <translation>Trò chuyện</translation>
    </message>
    <message>
        <source>Encryption key</source>
        <translation>Khóa mã hóa</translation>
    </message>
    <message>
        <source>Hook</source>
        <translation>Hook</translation>
    </message>
    <message>
        <source>Installation</source>
        <translation>Bản cài đặt</translation>
    </message>
    <message>
        <source>Possible duplicate</source>
        <translation>Trùng lặp có thể</translation>
    </message>
    <message>
        <source>Knowledge graph entity</source>
        <translation>Thực thể đồ thị tri thức</translation>
    </message>
    <message>
        <source>Model server</source>
        <translation>Máy chủ mô hình</translation>
    </message>
    <message>
        <source>MCP server</source>
        <translation>Máy chủ MCP</translation>
    </message>
    <message>
        <source>Tool</source>
        <translation>Công cụ</translation>
    </message>
    <message>
        <source>Skill</source>
        <translation>Kỹ năng</translation>
    </message>
    <message>
        <source>Vault</source>
        <translation>Kho ghi chú</translation>
    </message>
    <message>
        <source>You (the user)</source>
        <translation>Bạn (người dùng)</translation>
    </message>
    <message>
        <source>GoClaw Lite</source>
        <translation>GoClaw Lite</translation>
    </message>
    <message>
        <source>An agent</source>
        <translation>Một tác tử</translation>
    </message>
    <message>
        <source>{who} created the agent “{name}”</source>
        <translation>{who} đã tạo tác tử “{name}”</translation>
    </message>
    <message>
        <source>{who} changed the agent “{name}”</source>
        <translation>{who} đã đổi tác tử “{name}”</translation>
    </message>
    <message>
        <source>{who} deleted the agent “{name}”</source>
        <translation>{who} đã xóa tác tử “{name}”</translation>
    </message>
    <message>
        <source>{who} made “{name}” the default agent</source>
        <translation>{who} đã đặt “{name}” làm tác tử mặc định</translation>
    </message>
    <message>
        <source>{who} used the tool {tool} in the chat “{name}”</source>
        <translation>{who} đã dùng công cụ {tool} trong cuộc trò chuyện “{name}”</translation>
    </message>
    <message>
        <source>{who} changed the file {file} of “{name}”</source>
        <translation>{who} đã đổi tệp {file} của “{name}”</translation>
    </message>
    <message>
        <source>{who} removed the file {file} of “{name}”</source>
        <translation>{who} đã xóa tệp {file} của “{name}”</translation>
    </message>
    <message>
        <source>{who} linked the agents “{source}” and “{target}”</source>
        <translation>{who} đã liên kết tác tử “{source}” với “{target}”</translation>
    </message>
    <message>
        <source>{who} unlinked the agents “{source}” and “{target}”</source>
        <translation>{who} đã bỏ liên kết tác tử “{source}” với “{target}”</translation>
    </message>
    <message>
        <source>{who} changed the built-in tool {name}</source>
        <translation>{who} đã đổi công cụ tích hợp {name}</translation>
    </message>
    <message>
        <source>{who} undid a change to {path} in the workspace of “{name}”</source>
        <translation>{who} đã hoàn tác thay đổi {path} trong không gian làm việc của “{name}”</translation>
    </message>
    <message>
        <source>{who} started the chat “{name}”</source>
        <translation>{who} đã bắt đầu cuộc trò chuyện “{name}”</translation>
    </message>
    <message>
        <source>{who} renamed the chat “{name}”</source>
        <translation>{who} đã đổi tên cuộc trò chuyện “{name}”</translation>
    </message>
    <message>
        <source>{who} closed the chat “{name}”</source>
        <translation>{who} đã đóng cuộc trò chuyện “{name}”</translation>
    </message>
    <message>
        <source>{who} deleted a chat</source>
        <translation>{who} đã xóa một cuộc trò chuyện</translation>
    </message>
    <message>
        <source>{who} cleared out old closed chats</source>
        <translation>{who} đã dọn các cuộc trò chuyện cũ đã đóng</translation>
    </message>
    <message>
        <source>{who} approved a suggestion for “{name}”</source>
        <translation>{who} đã duyệt một đề xuất cho “{name}”</translation>
    </message>
    <message>
        <source>{who} rejected a suggestion for “{name}”</source>
        <translation>{who} đã từ chối một đề xuất cho “{name}”</translation>
    </message>
    <message>
        <source>{who} applied a suggestion to “{name}”</source>
        <translation>{who} đã áp dụng một đề xuất cho “{name}”</translation>
    </message>
    <message>
        <source>{who} added the hook “{name}”</source>
        <translation>{who} đã thêm hook “{name}”</translation>
    </message>
    <message>
        <source>{who} changed the hook “{name}”</source>
        <translation>{who} đã đổi hook “{name}”</translation>
    </message>
    <message>
        <source>{who} deleted the hook “{name}”</source>
        <translation>{who} đã xóa hook “{name}”</translation>
    </message>
    <message>
        <source>{who} ran the hook “{name}”</source>
        <translation>{who} đã chạy hook “{name}”</translation>
    </message>
    <message>
        <source>{who} created the scheduled job “{name}”</source>
        <translation>{who} đã tạo tác vụ định kỳ “{name}”</translation>
    </message>
    <message>
        <source>{who} changed the scheduled job “{name}”</source>
        <translation>{who} đã đổi tác vụ định kỳ “{name}”</translation>
    </message>
    <message>
        <source>{who} switched on the scheduled job “{name}”</source>
        <translation>{who} đã bật tác vụ định kỳ “{name}”</translation>
    </message>
    <message>
        <source>{who} switched off the scheduled job “{name}”</source>
        <translation>{who} đã tắt tác vụ định kỳ “{name}”</translation>
    </message>
    <message>
        <source>{who} deleted the scheduled job “{name}”</source>
        <translation>{who} đã xóa tác vụ định kỳ “{name}”</translation>
    </message>
    <message>
        <source>{who} ran the scheduled job “{name}”</source>
        <translation>{who} đã chạy tác vụ định kỳ “{name}”</translation>
    </message>
    <message>
        <source>{who} backed up the encryption key to a file</source>
        <translation>{who} đã sao lưu khóa mã hóa ra một tệp</translation>
    </message>
    <message>
        <source>{who} created the encryption key</source>
        <translation>{who} đã tạo khóa mã hóa</translation>
    </message>
    <message>
        <source>{who} changed the encryption key</source>
        <translation>{who} đã đổi khóa mã hóa</translation>
    </message>
    <message>
        <source>{who} added to the knowledge graph of “{name}”</source>
        <translation>{who} đã thêm vào đồ thị tri thức của “{name}”</translation>
    </message>
    <message>
        <source>{who} merged a duplicate into the entity “{name}”</source>
        <translation>{who} đã gộp một trùng lặp vào thực thể “{name}”</translation>
    </message>
    <message>
        <source>{who} undid a merge into the entity “{name}”</source>
        <translation>{who} đã hoàn tác gộp vào thực thể “{name}”</translation>
    </message>
    <message>
        <source>{who} pruned the knowledge graph of “{name}”</source>
        <translation>{who} đã lược bỏ đồ thị tri thức của “{name}”</translation>
    </message>
    <message>
        <source>{who} edited the entity “{name}”</source>
        <translation>{who} đã sửa thực thể “{name}”</translation>
    </message>
    <message>
        <source>{who} undid an edit of the entity “{name}”</source>
        <translation>{who} đã hoàn tác sửa thực thể “{name}”</translation>
    </message>
    <message>
        <source>{who} deleted the entity “{name}”</source>
        <translation>{who} đã xóa thực thể “{name}”</translation>
    </message>
    <message>
        <source>{who} restored the entity “{name}”</source>
        <translation>{who} đã khôi phục thực thể “{name}”</translation>
    </message>
    <message>
        <source>{who} dismissed a possible duplicate</source>
        <translation>{who} đã bỏ qua một trùng lặp có thể</translation>
    </message>
    <message>
        <source>{who} added the MCP server “{name}”</source>
        <translation>{who} đã thêm máy chủ MCP “{name}”</translation>
    </message>
    <message>
        <source>{who} changed the MCP server “{name}”</source>
        <translation>{who} đã đổi máy chủ MCP “{name}”</translation>
    </message>
    <message>
        <source>{who} removed the MCP server “{name}”</source>
        <translation>{who} đã xóa máy chủ MCP “{name}”</translation>
    </message>
    <message>
        <source>{who} let “{agent}” use the MCP server “{name}”</source>
        <translation>{who} đã cho “{agent}” dùng máy chủ MCP “{name}”</translation>
    </message>
    <message>
        <source>{who} stopped “{agent}” using the MCP server “{name}”</source>
        <translation>{who} đã thôi cho “{agent}” dùng máy chủ MCP “{name}”</translation>
    </message>
    <message>
        <source>{who} called {tool} on the MCP server “{name}”</source>
        <translation>{who} đã gọi {tool} trên máy chủ MCP “{name}”</translation>
    </message>
    <message>
        <source>{who} remembered the chat “{name}”</source>
        <translation>{who} đã ghi nhớ cuộc trò chuyện “{name}”</translation>
    </message>
    <message>
        <source>{who} copied the data to PostgreSQL</source>
        <translation>{who} đã sao chép dữ liệu sang PostgreSQL</translation>
    </message>
    <message>
        <source>{who} added the model server “{name}”</source>
        <translation>{who} đã thêm máy chủ mô hình “{name}”</translation>
    </message>
    <message>
        <source>{who} changed the model server “{name}”</source>
        <translation>{who} đã đổi máy chủ mô hình “{name}”</translation>
    </message>
    <message>
        <source>{who} removed the model server “{name}”</source>
        <translation>{who} đã xóa máy chủ mô hình “{name}”</translation>
    </message>
    <message>
        <source>{who} registered the tool “{name}”</source>
        <translation>{who} đã đăng ký công cụ “{name}”</translation>
    </message>
    <message>
        <source>{who} changed the tool “{name}”</source>
        <translation>{who} đã đổi công cụ “{name}”</translation>
    </message>
    <message>
        <source>{who} removed the tool “{name}”</source>
        <translation>{who} đã xóa công cụ “{name}”</translation>
    </message>
    <message>
        <source>{who} let “{agent}” use the tool “{name}”</source>
        <translation>{who} đã cho “{agent}” dùng công cụ “{name}”</translation>
    </message>
    <message>
        <source>{who} stopped “{agent}” using the tool “{name}”</source>
        <translation>{who} đã thôi cho “{agent}” dùng công cụ “{name}”</translation>
    </message>
    <message>
        <source>{who} revealed a credential of the tool “{name}”</source>
        <translation>{who} đã hiện thông tin xác thực của công cụ “{name}”</translation>
    </message>
    <message>
        <source>{who} ran the tool “{name}”</source>
        <translation>{who} đã chạy công cụ “{name}”</translation>
    </message>
    <message>
        <source>{who} was refused a run of the tool “{name}”</source>
        <translation>{who} bị từ chối chạy công cụ “{name}”</translation>
    </message>
    <message>
        <source>{who} changed the web search settings</source>
        <translation>{who} đã đổi cài đặt tìm kiếm web</translation>
    </message>
    <message>
        <source>{who} installed the skill “{name}”</source>
        <translation>{who} đã cài kỹ năng “{name}”</translation>
    </message>
    <message>
        <source>{who} installed a new version of the skill “{name}”</source>
        <translation>{who} đã cài phiên bản mới của kỹ năng “{name}”</translation>
    </message>
    <message>
        <source>{who} switched on the skill “{name}”</source>
        <translation>{who} đã bật kỹ năng “{name}”</translation>
    </message>
    <message>
        <source>{who} switched off the skill “{name}”</source>
        <translation>{who} đã tắt kỹ năng “{name}”</translation>
    </message>
    <message>
        <source>{who} deleted the skill “{name}”</source>
        <translation>{who} đã xóa kỹ năng “{name}”</translation>
    </message>
    <message>
        <source>{who} deleted the skill “{name}” and its files</source>
        <translation>{who} đã xóa kỹ năng “{name}” và các tệp của nó</translation>
    </message>
    <message>
        <source>{who} undid the deletion of the skill “{name}”</source>
        <translation>{who} đã hoàn tác xóa kỹ năng “{name}”</translation>
    </message>
    <message>
        <source>{who} let “{agent}” use the skill “{name}”</source>
        <translation>{who} đã cho “{agent}” dùng kỹ năng “{name}”</translation>
    </message>
    <message>
        <source>{who} stopped “{agent}” using the skill “{name}”</source>
        <translation>{who} đã thôi cho “{agent}” dùng kỹ năng “{name}”</translation>
    </message>
    <message>
        <source>{who} imported notes into the vault</source>
        <translation>{who} đã nhập ghi chú vào kho ghi chú</translation>
    </message>
    <message>
        <source>{who} did “{action}” on “{name}”</source>
        <translation>{who} đã thực hiện “{action}” trên “{name}”</translation>
    </message>
    <message>
        <source>{who} did “{action}”</source>
        <translation>{who} đã thực hiện “{action}”</translation>
    </message>
    <message>
        <source>Hooks</source>
        <translation>Hook</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>Bộ nhớ</translation>
    </message>
    <message>
        <source>Maintenance</source>
        <translation>Bảo trì</translation>
    </message>
    <message>
        <source>Agents</source>
        <translation>Tác tử</translation>
    </message>
    <message>
        <source>Allowed tools</source>
        <translation>Công cụ được phép</translation>
    </message>
    <message>
        <source>What changed</source>
        <translation>Đã thay đổi</translation>
    </message>
    <message>
        <source>Changes</source>
        <translation>Thay đổi</translation>
    </message>
    <message>
        <source>Copied from</source>
        <translation>Sao chép từ</translation>
    </message>
    <message>
        <source>Decision</source>
        <translation>Quyết định</translation>
    </message>
    <message>
        <source>Refused</source>
        <translation>Bị từ chối</translation>
    </message>
    <message>
        <source>Took</source>
        <translation>Thời gian chạy</translation>
    </message>
    <message>
        <source>Switched on</source>
        <translation>Đã bật</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Lỗi</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Sự kiện</translation>
    </message>
    <message>
        <source>Exit code</source>
        <translation>Mã thoát</translation>
    </message>
    <message>
        <source>Fallback</source>
        <translation>Dự phòng</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Tệp</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>Tệp</translation>
    </message>
    <message>
        <source>Folder</source>
        <translation>Thư mục</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Mô hình</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Tên</translation>
    </message>
    <message>
        <source>Succeeded</source>
        <translation>Thành công</translation>
    </message>
    <message>
        <source>Path</source>
        <translation>Đường dẫn</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Lý do</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Từ</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Kết quả</translation>
    </message>
    <message>
        <source>Subject</source>
        <translation>Đối tượng</translation>
    </message>
    <message>
        <source>To</source>
        <translation>Đến</translation>
    </message>
    <message>
        <source>Timed out</source>
        <translation>Hết thời gian</translation>
    </message>
    <message>
        <source>Variables</source>
        <translation>Biến</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>Phiên bản</translation>
    </message>
    <message>
        <source>A removed agent</source>
        <translation>Một tác tử đã xóa</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Bạn</translation>
    </message>
    <message>
        <source>a removed agent</source>
        <translation>một tác tử đã xóa</translation>
    </message>
    <message>
        <source>{sentence} — failed</source>
        <translation>{sentence} — thất bại</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>có</translation>
    </message>
    <message>
        <source>no</source>
        <translation>không</translation>
    </message>
    <message>
        <source>{ms} ms</source>
        <translation>{ms} ms</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(không có)</translation>
    </message>
</context>
<context>
    <name>AgentAccessEditor</name>
    <message>
        <source>Every agent may run it; untick one to keep it away.</source>
        <translation>Mọi tác tử đều được chạy nó; bỏ đánh dấu một tác tử để không cho nó chạy.</translation>
    </message>
    <message>
        <source>Only the ticked agents may run it.</source>
        <translation>Chỉ các tác tử được đánh dấu mới được chạy nó.</translation>
    </message>
    <message>
        <source>Every agent ma&amp;y run it</source>
        <translation>Mọ&amp;i tác tử đều được chạy</translation>
    </message>
    <message>
        <source>Every agent may run it</source>
        <translation>Mọi tác tử đều được chạy</translation>
    </message>
    <message>
        <source>Only &amp;granted agents</source>
        <translation>Chỉ các tác tử được cấp qu&amp;yền</translation>
    </message>
    <message>
        <source>Only granted agents may run it</source>
        <translation>Chỉ các tác tử được cấp quyền mới được chạy</translation>
    </message>
    <message>
        <source>Agents that may run this tool</source>
        <translation>Các tác tử được chạy công cụ này</translation>
    </message>
    <message>
        <source>{agent} has credentials of its own for this tool: {names}</source>
        <translation>{agent} có thông tin xác thực riêng cho công cụ này: {names}</translation>
    </message>
    <message>
        <source>No agents yet; create one on the Agents page.</source>
        <translation>Chưa có tác tử nào; hãy tạo một tác tử ở trang Tác tử.</translation>
    </message>
    <message>
        <source>  · own credentials</source>
        <translation>  · thông tin xác thực riêng</translation>
    </message>
</context>
<context>
    <name>AgentEditor</name>
    <message>
        <source>&amp;General</source>
        <translation>Ch&amp;ung</translation>
    </message>
    <message>
        <source>&amp;Model</source>
        <translation>Mô &amp;hình</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>Côn&amp;g cụ</translation>
    </message>
    <message>
        <source>Memory &amp;&amp; fall&amp;back</source>
        <translation>Bộ nhớ &amp;&amp; &amp;dự phòng</translation>
    </message>
    <message>
        <source>Agent key</source>
        <translation>Khóa tác tử</translation>
    </message>
    <message>
        <source>short id: letters, digits, - and _</source>
        <translation>mã ngắn: chữ cái, chữ số, - và _</translation>
    </message>
    <message>
        <source>&amp;Key:</source>
        <translation>&amp;Khóa:</translation>
    </message>
    <message>
        <source>Display name</source>
        <translation>Tên hiển thị</translation>
    </message>
    <message>
        <source>shown in chat and lists</source>
        <translation>hiện trong trò chuyện và danh sách</translation>
    </message>
    <message>
        <source>N&amp;ame:</source>
        <translation>Tê&amp;n:</translation>
    </message>
    <message>
        <source>Emoji or avatar</source>
        <translation>Emoji hoặc ảnh đại diện</translation>
    </message>
    <message>
        <source>none</source>
        <translation>không có</translation>
    </message>
    <message>
        <source>Pick</source>
        <translation>Chọn</translation>
    </message>
    <message>
        <source>Pick an emoji</source>
        <translation>Chọn emoji</translation>
    </message>
    <message>
        <source>&amp;Emoji:</source>
        <translation>Emo&amp;ji:</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>Mô tả</translation>
    </message>
    <message>
        <source>what it is for (other agents read this)</source>
        <translation>dùng để làm gì (các tác tử khác đọc phần này)</translation>
    </message>
    <message>
        <source>Descr&amp;iption:</source>
        <translation>Mô &amp;tả:</translation>
    </message>
    <message>
        <source>System prompt</source>
        <translation>Lời nhắc hệ thống</translation>
    </message>
    <message>
        <source>How the agent should behave: its role, tone, what it must never do…</source>
        <translation>Tác tử nên cư xử thế nào: vai trò, giọng điệu, những gì không bao giờ được làm…</translation>
    </message>
    <message>
        <source>System &amp;prompt:</source>
        <translation>Lờ&amp;i nhắc hệ thống:</translation>
    </message>
    <message>
        <source>Model server</source>
        <translation>Máy chủ mô hình</translation>
    </message>
    <message>
        <source>S&amp;erver:</source>
        <translation>Má&amp;y chủ:</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Mô hình</translation>
    </message>
    <message>
        <source>Model id</source>
        <translation>Mã mô hình</translation>
    </message>
    <message>
        <source>List models</source>
        <translation>Liệt kê mô hình</translation>
    </message>
    <message>
        <source>Ask the server which models it has</source>
        <translation>Hỏi máy chủ có những mô hình nào</translation>
    </message>
    <message>
        <source>List the server&apos;s models</source>
        <translation>Liệt kê mô hình của máy chủ</translation>
    </message>
    <message>
        <source>M&amp;odel:</source>
        <translation>Mô hì&amp;nh:</translation>
    </message>
    <message>
        <source>Server default</source>
        <translation>Mặc định của máy chủ</translation>
    </message>
    <message>
        <source>Temperature</source>
        <translation>Nhiệt độ</translation>
    </message>
    <message>
        <source>Temper&amp;ature:</source>
        <translation>Nh&amp;iệt độ:</translation>
    </message>
    <message>
        <source>Top-p</source>
        <translation>Top-p</translation>
    </message>
    <message>
        <source>Top-&amp;p:</source>
        <translation>&amp;Top-p:</translation>
    </message>
    <message>
        <source>Most tokens per answer</source>
        <translation>Số token tối đa mỗi câu trả lời</translation>
    </message>
    <message>
        <source>Server&apos;s limit</source>
        <translation>Giới hạn của máy chủ</translation>
    </message>
    <message>
        <source>Max ans&amp;wer tokens:</source>
        <translation>Số to&amp;ken tối đa mỗi câu trả lời:</translation>
    </message>
    <message>
        <source>Context window in tokens</source>
        <translation>Cửa sổ ngữ cảnh tính bằng token</translation>
    </message>
    <message>
        <source>Use the model&apos;s</source>
        <translation>Dùng của mô hình</translation>
    </message>
    <message>
        <source>Use the model&apos;s context length</source>
        <translation>Dùng độ dài ngữ cảnh của mô hình</translation>
    </message>
    <message>
        <source>&amp;Context window:</source>
        <translation>Cửa &amp;sổ ngữ cảnh:</translation>
    </message>
    <message>
        <source>Most tool rounds per answer</source>
        <translation>Số vòng công cụ tối đa mỗi câu trả lời</translation>
    </message>
    <message>
        <source>Ma&amp;x tool rounds:</source>
        <translation>Số &amp;vòng công cụ tối đa:</translation>
    </message>
    <message>
        <source>Allow runs a tool at once, Ask asks you first, Deny hides it from the model. MCP tools come from the servers granted to this agent. Untick a built-in tool to switch it off for this agent.</source>
        <translation>Cho phép: chạy công cụ ngay; Hỏi: hỏi bạn trước; Từ chối: ẩn công cụ khỏi mô hình. Công cụ MCP đến từ các máy chủ được cấp cho tác tử này. Bỏ chọn một công cụ tích hợp để tắt nó cho tác tử này.</translation>
    </message>
    <message>
        <source>Workspace folder</source>
        <translation>Thư mục làm việc</translation>
    </message>
    <message>
        <source>Default: a folder of its own in the data folder</source>
        <translation>Mặc định: một thư mục riêng trong thư mục dữ liệu</translation>
    </message>
    <message>
        <source>Where the file tools read and write; they never reach outside it</source>
        <translation>Nơi các công cụ tệp đọc và ghi; chúng không bao giờ ra ngoài thư mục này</translation>
    </message>
    <message>
        <source>&amp;Workspace:</source>
        <translation>Thư mục làm &amp;việc:</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Chọn…</translation>
    </message>
    <message>
        <source>Choose the workspace folder</source>
        <translation>Chọn thư mục làm việc</translation>
    </message>
    <message>
        <source>Re&amp;call memories before each answer</source>
        <translation>Gợi lại ký ức &amp;trước mỗi câu trả lời</translation>
    </message>
    <message>
        <source>Remember c&amp;onversations once they end</source>
        <translation>Ghi nhớ cuộc trò chuyện khi &amp;kết thúc</translation>
    </message>
    <message>
        <source>Recall memories before each answer</source>
        <translation>Gợi lại ký ức trước mỗi câu trả lời</translation>
    </message>
    <message>
        <source>Remember conversations once they end</source>
        <translation>Ghi nhớ cuộc trò chuyện khi kết thúc</translation>
    </message>
    <message>
        <source>Fallback routes, tried in this order when the model fails (drag to reorder):</source>
        <translation>Các tuyến dự phòng, thử theo thứ tự này khi mô hình lỗi (kéo để sắp xếp lại):</translation>
    </message>
    <message>
        <source>Fallback routes, in order</source>
        <translation>Các tuyến dự phòng, theo thứ tự</translation>
    </message>
    <message>
        <source>Fallback server</source>
        <translation>Máy chủ dự phòng</translation>
    </message>
    <message>
        <source>Fallback model</source>
        <translation>Mô hình dự phòng</translation>
    </message>
    <message>
        <source>model id</source>
        <translation>mã mô hình</translation>
    </message>
    <message>
        <source>&amp;Add route</source>
        <translation>Thêm tu&amp;yến</translation>
    </message>
    <message>
        <source>Add the fallback route</source>
        <translation>Thêm tuyến dự phòng</translation>
    </message>
    <message>
        <source>R&amp;emove</source>
        <translation>Bỏ tuyế&amp;n</translation>
    </message>
    <message>
        <source>Remove the selected fallback route</source>
        <translation>Bỏ tuyến dự phòng đã chọn</translation>
    </message>
    <message>
        <source>Most calls per answer</source>
        <translation>Số lần gọi tối đa mỗi câu trả lời</translation>
    </message>
    <message>
        <source>No cap</source>
        <translation>Không giới hạn</translation>
    </message>
    <message>
        <source>Max attem&amp;pts:</source>
        <translation>&amp;Số lần thử tối đa:</translation>
    </message>
    <message>
        <source>Rest a failed route before trying it aga&amp;in</source>
        <translation>Cho tuyến lỗi nghỉ trước khi thử lạ&amp;i</translation>
    </message>
    <message>
        <source>Rest a failed route before trying it again</source>
        <translation>Cho tuyến lỗi nghỉ trước khi thử lại</translation>
    </message>
    <message>
        <source>Not in the server&apos;s list (type any id it accepts).</source>
        <translation>Không có trong danh sách của máy chủ (gõ bất kỳ mã nào máy chủ chấp nhận).</translation>
    </message>
    <message>
        <source>The server gives no size or context for it.</source>
        <translation>Máy chủ không cho biết kích thước hay ngữ cảnh của nó.</translation>
    </message>
    <message>
        <source>Set the context window to the {tokens} tokens the server reports for {model}</source>
        <translation>Đặt cửa sổ ngữ cảnh bằng {tokens} token mà máy chủ báo cho {model}</translation>
    </message>
    <message>
        <source>The server reports no context length for this model</source>
        <translation>Máy chủ không báo độ dài ngữ cảnh cho mô hình này</translation>
    </message>
</context>
<context>
    <name>AgentPage</name>
    <message>
        <source>You are a helpful assistant. Answer briefly and say when you are unsure.</source>
        <translation>Bạn là một trợ lý hữu ích. Hãy trả lời ngắn gọn và nói rõ khi bạn không chắc chắn.</translation>
    </message>
    <message>
        <source>Your agent</source>
        <translation>Tác tử của bạn</translation>
    </message>
    <message>
        <source>The agent you chat with: a name, what it is told before every chat, and whether it is the default.</source>
        <translation>Tác tử bạn trò chuyện cùng: một cái tên, điều nó được dặn trước mỗi cuộc trò chuyện, và có phải là mặc định hay không.</translation>
    </message>
    <message>
        <source>Assistant</source>
        <translation>Trợ lý</translation>
    </message>
    <message>
        <source>Agent name</source>
        <translation>Tên tác tử</translation>
    </message>
    <message>
        <source>System prompt</source>
        <translation>Lời nhắc hệ thống</translation>
    </message>
    <message>
        <source>Make it the &amp;default agent</source>
        <translation>Đặt làm tác tử &amp;mặc định</translation>
    </message>
    <message>
        <source>N&amp;ame:</source>
        <translation>Tê&amp;n:</translation>
    </message>
    <message>
        <source>&amp;System prompt:</source>
        <translation>&amp;Lời nhắc hệ thống:</translation>
    </message>
</context>
<context>
    <name>AgentPicker</name>
    <message>
        <source>Agent</source>
        <translation>Tác tử</translation>
    </message>
    <message>
        <source>Whose knowledge graph to browse: {agent}</source>
        <translation>Xem đồ thị tri thức của tác tử nào: {agent}</translation>
    </message>
    <message>
        <source>Whose knowledge graph to browse</source>
        <translation>Xem đồ thị tri thức của tác tử nào</translation>
    </message>
    <message>
        <source>{agent} (default)</source>
        <translation>{agent} (mặc định)</translation>
    </message>
</context>
<context>
    <name>AgentWords</name>
    <message>
        <source>{tokens} context</source>
        <translation>ngữ cảnh {tokens}</translation>
    </message>
    <message>
        <source>{thousands}K</source>
        <translation>{thousands}K</translation>
    </message>
    <message>
        <source>Built-in</source>
        <translation>Tích hợp</translation>
    </message>
    <message>
        <source>MCP: {server}</source>
        <translation>MCP: {server}</translation>
    </message>
    <message numerus="yes">
        <source>%Ln knowledge-graph entity(-ies) are deleted</source>
        <translation>
            <numerusform>%Ln thực thể đồ thị tri thức bị xóa</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln knowledge-graph relation(s) are deleted</source>
        <translation>
            <numerusform>%Ln quan hệ đồ thị tri thức bị xóa</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln remembered conversation(s) are deleted</source>
        <translation>
            <numerusform>%Ln cuộc trò chuyện đã ghi nhớ bị xóa</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln note(s) in its personal vault are deleted</source>
        <translation>
            <numerusform>%Ln ghi chú trong kho ghi chú riêng bị xóa</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln delegation link(s) are deleted</source>
        <translation>
            <numerusform>%Ln liên kết ủy quyền bị xóa</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln credential grant(s) are deleted</source>
        <translation>
            <numerusform>%Ln quyền dùng thông tin xác thực bị xóa</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln evolution suggestion(s) are deleted</source>
        <translation>
            <numerusform>%Ln đề xuất tiến hóa bị xóa</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln consolidation job(s) are deleted</source>
        <translation>
            <numerusform>%Ln tác vụ hợp nhất bị xóa</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln hook(s) are detached from it</source>
        <translation>
            <numerusform>%Ln hook được gỡ khỏi tác tử</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(%Ln of them attached to no other agent stop running)</source>
        <translation>
            <numerusform>(%Ln hook trong số đó không gắn với tác tử nào khác sẽ ngừng chạy)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln conversation(s) are kept, without an agent</source>
        <translation>
            <numerusform>%Ln cuộc trò chuyện được giữ lại, không còn tác tử</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>AgentsPageWidget</name>
    <message>
        <source>default</source>
        <translation>mặc định</translation>
    </message>
    <message>
        <source>Agents</source>
        <translation>Tác tử</translation>
    </message>
    <message>
        <source>Who answers in chat: each agent&apos;s model, prompt, files, sampling, tools, memory and fallback routes.</source>
        <translation>Ai trả lời trong trò chuyện: mô hình, lời nhắc, tệp, tham số lấy mẫu, công cụ, bộ nhớ và tuyến dự phòng của từng tác tử.</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;Mới</translation>
    </message>
    <message>
        <source>Make a new agent</source>
        <translation>Tạo tác tử mới</translation>
    </message>
    <message>
        <source>D&amp;uplicate</source>
        <translation>Nhân &amp;bản</translation>
    </message>
    <message>
        <source>Copy the selected agent&apos;s settings</source>
        <translation>Sao chép cài đặt của tác tử đã chọn</translation>
    </message>
    <message>
        <source>De&amp;lete…</source>
        <translation>&amp;Xóa…</translation>
    </message>
    <message>
        <source>Delete the selected agent and what goes with it</source>
        <translation>Xóa tác tử đã chọn cùng những gì đi kèm</translation>
    </message>
    <message>
        <source>Make &amp;default</source>
        <translation>Đặt làm mặ&amp;c định</translation>
    </message>
    <message>
        <source>Use the selected agent when none is named</source>
        <translation>Dùng tác tử đã chọn khi không chỉ định tác tử nào</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>Tệp</translation>
    </message>
    <message>
        <source>Agents status</source>
        <translation>Trạng thái tác tử</translation>
    </message>
    <message>
        <source>&amp;Revert</source>
        <translation>H&amp;oàn nguyên</translation>
    </message>
    <message>
        <source>Forget the changes not saved</source>
        <translation>Bỏ các thay đổi chưa lưu</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Lưu</translation>
    </message>
    <message>
        <source>Save the agent</source>
        <translation>Lưu tác tử</translation>
    </message>
    <message>
        <source>Loading the agents</source>
        <translation>Tải các tác tử</translation>
    </message>
    <message>
        <source>No agents yet: press New to make one.</source>
        <translation>Chưa có tác tử nào: nhấn Mới để tạo.</translation>
    </message>
    <message>
        <source>Add a model server in Settings first, then make an agent here.</source>
        <translation>Hãy thêm máy chủ mô hình trong Cài đặt trước, rồi tạo tác tử ở đây.</translation>
    </message>
    <message>
        <source>the new agent</source>
        <translation>tác tử mới</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Thay đổi chưa lưu</translation>
    </message>
    <message>
        <source>Discard your changes to {name}?</source>
        <translation>Bỏ các thay đổi của bạn với {name}?</translation>
    </message>
    <message>
        <source>They were not saved. Keep editing to go back and press Save.</source>
        <translation>Chúng chưa được lưu. Chọn Tiếp tục sửa để quay lại và nhấn Lưu.</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Bỏ</translation>
    </message>
    <message>
        <source>Keep editing</source>
        <translation>Tiếp tục sửa</translation>
    </message>
    <message>
        <source>Discard the changes</source>
        <translation>Bỏ các thay đổi</translation>
    </message>
    <message>
        <source>Reading the built-in tools</source>
        <translation>Đọc các công cụ tích hợp</translation>
    </message>
    <message>
        <source>Editing {agent}. It is the default agent.</source>
        <translation>Đang sửa {agent}. Đây là tác tử mặc định.</translation>
    </message>
    <message>
        <source>Editing {agent}.</source>
        <translation>Đang sửa {agent}.</translation>
    </message>
    <message>
        <source>Asking {server} for its models…</source>
        <translation>Đang hỏi {server} về các mô hình…</translation>
    </message>
    <message>
        <source>Listing the models of {server}</source>
        <translation>Liệt kê mô hình của {server}</translation>
    </message>
    <message>
        <source>The server lists no models; type the model&apos;s id.</source>
        <translation>Máy chủ không liệt kê mô hình nào; hãy gõ mã của mô hình.</translation>
    </message>
    <message>
        <source>Could not list the models: {why}</source>
        <translation>Không liệt kê được các mô hình: {why}</translation>
    </message>
    <message>
        <source>Asking the agent&apos;s MCP servers for their tools…</source>
        <translation>Đang hỏi các máy chủ MCP của tác tử về công cụ…</translation>
    </message>
    <message>
        <source>Listing the MCP tools</source>
        <translation>Liệt kê công cụ MCP</translation>
    </message>
    <message numerus="yes">
        <source>%n MCP tool(s) from granted servers.</source>
        <translation>
            <numerusform>%n công cụ MCP từ các máy chủ được cấp.</numerusform>
        </translation>
    </message>
    <message>
        <source>No MCP tools: grant the agent a server on the MCP page.</source>
        <translation>Không có công cụ MCP: hãy cấp cho tác tử một máy chủ trong trang MCP.</translation>
    </message>
    <message>
        <source>web_search is not offered: choose a search service in Settings &gt; Web search.</source>
        <translation>web_search không được cung cấp: hãy chọn dịch vụ tìm kiếm trong Cài đặt &gt; Tìm kiếm web.</translation>
    </message>
    <message>
        <source>{tool} is not offered now.</source>
        <translation>{tool} hiện không được cung cấp.</translation>
    </message>
    <message>
        <source>A new agent: give it a key, choose its model, then Save.</source>
        <translation>Tác tử mới: đặt khóa, chọn mô hình, rồi nhấn Lưu.</translation>
    </message>
    <message>
        <source>Saving the new agent</source>
        <translation>Lưu tác tử mới</translation>
    </message>
    <message>
        <source>Saving</source>
        <translation>Lưu</translation>
    </message>
    <message>
        <source>Saving {agent}</source>
        <translation>Lưu {agent}</translation>
    </message>
    <message>
        <source>Saved {agent}.</source>
        <translation>Đã lưu {agent}.</translation>
    </message>
    <message>
        <source>Copying {agent}</source>
        <translation>Sao chép {agent}</translation>
    </message>
    <message>
        <source>Copied {agent} to {key} (settings only, not its data).</source>
        <translation>Đã sao chép {agent} thành {key} (chỉ cài đặt, không có dữ liệu).</translation>
    </message>
    <message>
        <source>Making it the default</source>
        <translation>Đặt làm mặc định</translation>
    </message>
    <message>
        <source>{agent} is the default agent.</source>
        <translation>{agent} là tác tử mặc định.</translation>
    </message>
    <message>
        <source>Counting what goes with it</source>
        <translation>Đếm những gì bị xóa theo</translation>
    </message>
    <message>
        <source>It has no memories, graph, notes or links yet.</source>
        <translation>Nó chưa có bộ nhớ, đồ thị, ghi chú hay liên kết nào.</translation>
    </message>
    <message>
        <source>Delete the agent {name}?</source>
        <translation>Xóa tác tử {name}?</translation>
    </message>
    <message>
        <source>This cannot be undone.</source>
        <translation>Không thể hoàn tác.</translation>
    </message>
    <message>
        <source>Deleting {agent}</source>
        <translation>Xóa {agent}</translation>
    </message>
    <message>
        <source>Deleted {agent}. {detail}.</source>
        <translation>Đã xóa {agent}. {detail}.</translation>
    </message>
    <message>
        <source>Deleted {agent}.</source>
        <translation>Đã xóa {agent}.</translation>
    </message>
</context>
<context>
    <name>AnswerErrorWords</name>
    <message numerus="yes">
        <source>The answer stopped after %Ln model call(s), the agent&apos;s limit, with tool calls still open; raise the agent&apos;s maximum tool rounds or ask a narrower question.</source>
        <translation>
            <numerusform>Câu trả lời dừng sau %Ln lần gọi mô hình, giới hạn của tác tử, khi vẫn còn lệnh gọi công cụ đang mở; hãy tăng số vòng công cụ tối đa của tác tử hoặc hỏi một câu hẹp hơn.</numerusform>
        </translation>
    </message>
    <message>
        <source>Internal error ({kind}); what was written so far was kept. See the log file.</source>
        <translation>Lỗi nội bộ ({kind}); phần đã viết được giữ lại. Xem tệp nhật ký.</translation>
    </message>
    <message>
        <source>Internal error; see the log file.</source>
        <translation>Lỗi nội bộ; xem tệp nhật ký.</translation>
    </message>
    <message numerus="yes">
        <source>The answer broke off part-way; what arrived was kept (%Ln call(s))</source>
        <translation>
            <numerusform>Câu trả lời bị ngắt giữa chừng; phần đã nhận được giữ lại (%Ln lần gọi)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The model refused the request; it is not retried on another model (%Ln call(s))</source>
        <translation>
            <numerusform>Mô hình từ chối yêu cầu; yêu cầu không được thử lại với mô hình khác (%Ln lần gọi)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No model answered (%Ln call(s))</source>
        <translation>
            <numerusform>Không mô hình nào trả lời (%Ln lần gọi)</numerusform>
        </translation>
    </message>
    <message>
        <source>no route is set up</source>
        <translation>chưa thiết lập tuyến nào</translation>
    </message>
    <message>
        <source>{reason} (HTTP {status})</source>
        <translation>{reason} (HTTP {status})</translation>
    </message>
    <message>
        <source>cannot connect to {address}</source>
        <translation>không kết nối được tới {address}</translation>
    </message>
    <message>
        <source>{reason} after part of the answer</source>
        <translation>{reason} sau khi đã trả lời một phần</translation>
    </message>
    <message numerus="yes">
        <source>not tried: the agent tries at most %Ln route(s)</source>
        <translation>
            <numerusform>không thử: tác tử thử tối đa %Ln tuyến</numerusform>
        </translation>
    </message>
    <message>
        <source>skipped: resting after a failure ({seconds} s left)</source>
        <translation>bỏ qua: đang nghỉ sau một lỗi (còn {seconds} giây)</translation>
    </message>
    <message>
        <source>skipped: {problem}</source>
        <translation>bỏ qua: {problem}</translation>
    </message>
    <message>
        <source>cannot connect</source>
        <translation>không kết nối được</translation>
    </message>
    <message>
        <source>timed out</source>
        <translation>hết thời gian chờ</translation>
    </message>
    <message>
        <source>rate limited</source>
        <translation>bị giới hạn tần suất</translation>
    </message>
    <message>
        <source>server error</source>
        <translation>lỗi máy chủ</translation>
    </message>
    <message>
        <source>overloaded</source>
        <translation>quá tải</translation>
    </message>
    <message>
        <source>billing or quota problem</source>
        <translation>vấn đề thanh toán hoặc hạn mức</translation>
    </message>
    <message>
        <source>the API key was refused</source>
        <translation>khóa API bị từ chối</translation>
    </message>
    <message>
        <source>model not found</source>
        <translation>không tìm thấy mô hình</translation>
    </message>
    <message>
        <source>the conversation is too long for the model&apos;s context</source>
        <translation>cuộc trò chuyện quá dài so với cửa sổ ngữ cảnh của mô hình</translation>
    </message>
    <message>
        <source>request refused</source>
        <translation>yêu cầu bị từ chối</translation>
    </message>
    <message>
        <source>unexpected response</source>
        <translation>phản hồi không mong đợi</translation>
    </message>
    <message>
        <source>check the server&apos;s address in Settings (OpenAI-compatible servers usually end in /v1)</source>
        <translation>hãy kiểm tra địa chỉ máy chủ trong Cài đặt (máy chủ tương thích OpenAI thường kết thúc bằng /v1)</translation>
    </message>
    <message>
        <source>is the server running, and is its address right?</source>
        <translation>máy chủ có đang chạy và địa chỉ có đúng không?</translation>
    </message>
    <message>
        <source>check the server&apos;s API key in Settings</source>
        <translation>hãy kiểm tra khóa API của máy chủ trong Cài đặt</translation>
    </message>
    <message>
        <source>check the model name in the agent&apos;s settings</source>
        <translation>hãy kiểm tra tên mô hình trong cài đặt của tác tử</translation>
    </message>
    <message>
        <source>start a new conversation or shorten this one</source>
        <translation>hãy bắt đầu cuộc trò chuyện mới hoặc rút ngắn cuộc này</translation>
    </message>
    <message>
        <source>check the account&apos;s credit or quota</source>
        <translation>hãy kiểm tra số dư hoặc hạn mức của tài khoản</translation>
    </message>
</context>
<context>
    <name>AppTray</name>
    <message>
        <source>&amp;New chat</source>
        <translation>Trò chuyện &amp;mới</translation>
    </message>
    <message>
        <source>&amp;Show GoClaw Lite</source>
        <translation>&amp;Hiện GoClaw Lite</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Thoát</translation>
    </message>
    <message>
        <source>GoClaw Lite</source>
        <translation>GoClaw Lite</translation>
    </message>
</context>
<context>
    <name>ApprovalBanner</name>
    <message>
        <source>Tool approval</source>
        <translation>Phê duyệt công cụ</translation>
    </message>
    <message>
        <source>Tool arguments</source>
        <translation>Đối số của công cụ</translation>
    </message>
    <message>
        <source>Deny</source>
        <translation>Từ chối</translation>
    </message>
    <message>
        <source>Deny tool call</source>
        <translation>Từ chối lệnh gọi công cụ</translation>
    </message>
    <message>
        <source>Refuse; the model is told the call was denied</source>
        <translation>Từ chối; mô hình được báo rằng lệnh gọi bị từ chối</translation>
    </message>
    <message>
        <source>Always allow</source>
        <translation>Luôn cho phép</translation>
    </message>
    <message>
        <source>Always allow this tool for this agent</source>
        <translation>Luôn cho phép công cụ này với tác tử này</translation>
    </message>
    <message>
        <source>Run it now, and never ask again for this tool with this agent (Agents changes that)</source>
        <translation>Chạy ngay, và không hỏi lại về công cụ này với tác tử này (đổi lại trong trang Tác tử)</translation>
    </message>
    <message>
        <source>Allow once</source>
        <translation>Cho phép một lần</translation>
    </message>
    <message>
        <source>Allow tool call once</source>
        <translation>Cho phép lệnh gọi công cụ một lần</translation>
    </message>
    <message>
        <source>Run the tool with exactly these arguments, this time only</source>
        <translation>Chạy công cụ với đúng các đối số này, chỉ lần này</translation>
    </message>
    <message>
        <source>The agent</source>
        <translation>Tác tử</translation>
    </message>
    <message>
        <source>{who} wants to run this command. Allow it?</source>
        <translation>{who} muốn chạy lệnh này. Cho phép không?</translation>
    </message>
    <message>
        <source>{who} wants to use the tool “{tool}”. Allow it?</source>
        <translation>{who} muốn dùng công cụ “{tool}”. Cho phép không?</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Lệnh</translation>
    </message>
    <message>
        <source>Check the command before you allow it.</source>
        <translation>Hãy kiểm tra lệnh trước khi cho phép.</translation>
    </message>
    <message>
        <source>Check the arguments before you allow it.</source>
        <translation>Hãy kiểm tra các đối số trước khi cho phép.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln more waiting</source>
        <translation>
            <numerusform>Còn %Ln yêu cầu đang chờ</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>AsOfPicker</name>
    <message>
        <source>As of</source>
        <translation>Tại thời điểm</translation>
    </message>
    <message>
        <source>See the graph as of a date</source>
        <translation>Xem đồ thị tại một thời điểm</translation>
    </message>
    <message>
        <source>Show the graph as it was at another moment; unticked shows it as it is now</source>
        <translation>Hiện đồ thị như tại một thời điểm khác; bỏ chọn để xem như hiện tại</translation>
    </message>
    <message>
        <source>As of date</source>
        <translation>Ngày xem</translation>
    </message>
</context>
<context>
    <name>AttachmentChip</name>
    <message>
        <source>{name}: the rest does not fit this agent&apos;s context window, so the model reads only the start.</source>
        <translation>{name}: phần còn lại không vừa cửa sổ ngữ cảnh của tác tử này, nên mô hình chỉ đọc phần đầu.</translation>
    </message>
    <message>
        <source>Remove {name}</source>
        <translation>Bỏ {name}</translation>
    </message>
    <message>
        <source>Do not send {name}</source>
        <translation>Không gửi {name}</translation>
    </message>
</context>
<context>
    <name>AttachmentTray</name>
    <message>
        <source>All files (*)</source>
        <translation>Mọi tệp (*)</translation>
    </message>
    <message>
        <source>Attach files</source>
        <translation>Đính kèm tệp</translation>
    </message>
    <message>
        <source>Attached files</source>
        <translation>Tệp đính kèm</translation>
    </message>
</context>
<context>
    <name>BackupsBox</name>
    <message>
        <source>Restore a backup</source>
        <translation>Khôi phục một bản sao lưu</translation>
    </message>
    <message>
        <source>Database backups (*.bak *.db);;All files (*)</source>
        <translation>Bản sao lưu cơ sở dữ liệu (*.bak *.db);;Mọi tệp (*)</translation>
    </message>
    <message>
        <source>Backups</source>
        <translation>Bản sao lưu</translation>
    </message>
    <message>
        <source>Backups of the database</source>
        <translation>Các bản sao lưu cơ sở dữ liệu</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Tên</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Loại</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Kích thước</translation>
    </message>
    <message>
        <source>Made</source>
        <translation>Thời điểm tạo</translation>
    </message>
    <message>
        <source>Remove…</source>
        <translation>Xóa…</translation>
    </message>
    <message>
        <source>Remove the selected backup</source>
        <translation>Xóa bản sao lưu đã chọn</translation>
    </message>
    <message>
        <source>Restore…</source>
        <translation>Khôi phục…</translation>
    </message>
    <message>
        <source>Put a backup in place of the database; the current one is kept as a backup</source>
        <translation>Đặt một bản sao lưu vào chỗ cơ sở dữ liệu; bản hiện tại được giữ lại làm bản sao lưu</translation>
    </message>
    <message>
        <source>The store is PostgreSQL: back it up and restore it with PostgreSQL&apos;s own tools.</source>
        <translation>Nơi lưu trữ là PostgreSQL: hãy sao lưu và khôi phục bằng công cụ riêng của PostgreSQL.</translation>
    </message>
    <message numerus="yes">
        <source>%n backup(s), {total} in all.</source>
        <translation>
            <numerusform>%n bản sao lưu, tổng cộng {total}.</numerusform>
        </translation>
    </message>
    <message>
        <source>No backups: the database has not been upgraded or restored here.</source>
        <translation>Không có bản sao lưu: cơ sở dữ liệu chưa từng được nâng cấp hay khôi phục ở đây.</translation>
    </message>
    <message>
        <source>Delete the backup {name} ({size_text})?</source>
        <translation>Xóa bản sao lưu {name} ({size_text})?</translation>
    </message>
    <message>
        <source>The database as it was then cannot be restored afterwards.</source>
        <translation>Sau đó sẽ không thể khôi phục cơ sở dữ liệu về trạng thái lúc ấy nữa.</translation>
    </message>
    <message>
        <source>Removing a backup</source>
        <translation>Xóa bản sao lưu</translation>
    </message>
    <message>
        <source>Checking {name}…</source>
        <translation>Đang kiểm tra {name}…</translation>
    </message>
    <message>
        <source>Checking the backup</source>
        <translation>Kiểm tra bản sao lưu</translation>
    </message>
    <message>
        <source>Not restored: {error}</source>
        <translation>Chưa khôi phục: {error}</translation>
    </message>
    <message>
        <source>Not restored; see the status bar.</source>
        <translation>Chưa khôi phục; xem thanh trạng thái.</translation>
    </message>
    <message>
        <source>{name} passed its checks (schema version {version}).</source>
        <translation>{name} đã qua các bước kiểm tra (phiên bản lược đồ {version}).</translation>
    </message>
    <message>
        <source>Restore this backup?</source>
        <translation>Khôi phục bản sao lưu này?</translation>
    </message>
    <message>
        <source>Put {name} in place of the database?</source>
        <translation>Đặt {name} vào chỗ cơ sở dữ liệu?</translation>
    </message>
    <message>
        <source>GoClaw Lite closes, keeps the current database as a backup (listed here), puts this one in its place and starts again.</source>
        <translation>GoClaw Lite sẽ đóng lại, giữ cơ sở dữ liệu hiện tại làm bản sao lưu (liệt kê ở đây), đặt bản này vào chỗ của nó rồi khởi động lại.</translation>
    </message>
    <message>
        <source>Restore and restart</source>
        <translation>Khôi phục và khởi động lại</translation>
    </message>
</context>
<context>
    <name>BuiltinToolsBox</name>
    <message>
        <source>Built-in tools</source>
        <translation>Công cụ tích hợp</translation>
    </message>
    <message>
        <source>The tools every agent has out of the box. Untick one to take it from every agent; an agent can also do without one in its Tools tab.</source>
        <translation>Các công cụ mà mọi tác tử có sẵn. Bỏ đánh dấu một công cụ để gỡ nó khỏi mọi tác tử; một tác tử cũng có thể bỏ một công cụ trong thẻ Công cụ của nó.</translation>
    </message>
    <message>
        <source>Tool</source>
        <translation>Công cụ</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Loại</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Thiết lập</translation>
    </message>
    <message>
        <source>Settings of the selected tool, as JSON</source>
        <translation>Thiết lập của công cụ đã chọn, dạng JSON</translation>
    </message>
    <message>
        <source>Select a tool to change its settings</source>
        <translation>Chọn một công cụ để thay đổi thiết lập</translation>
    </message>
    <message>
        <source>Save settings</source>
        <translation>Lưu thiết lập</translation>
    </message>
    <message>
        <source>Save the tool&apos;s settings</source>
        <translation>Lưu thiết lập của công cụ</translation>
    </message>
    <message>
        <source>Reading the built-in tools</source>
        <translation>Đọc các công cụ tích hợp</translation>
    </message>
    <message>
        <source>General</source>
        <translation>Chung</translation>
    </message>
    <message>
        <source>System</source>
        <translation>Hệ thống</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>Bộ nhớ</translation>
    </message>
    <message>
        <source>Web</source>
        <translation>Web</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>Tệp</translation>
    </message>
    <message>
        <source>Agents</source>
        <translation>Tác tử</translation>
    </message>
    <message>
        <source>files up to {size}</source>
        <translation>tệp đến {size}</translation>
    </message>
    <message>
        <source>downloads up to {size}</source>
        <translation>tải về đến {size}</translation>
    </message>
    <message>
        <source>output up to {count} characters</source>
        <translation>kết quả đến {count} ký tự</translation>
    </message>
    <message>
        <source>text up to {count} characters</source>
        <translation>văn bản đến {count} ký tự</translation>
    </message>
    <message>
        <source>listings up to {count} entries</source>
        <translation>danh sách đến {count} mục</translation>
    </message>
    <message>
        <source>wait up to {seconds} s</source>
        <translation>chờ tối đa {seconds} giây</translation>
    </message>
    <message>
        <source>up to {count} redirects</source>
        <translation>tối đa {count} lần chuyển hướng</translation>
    </message>
    <message>
        <source>search service: {name}</source>
        <translation>dịch vụ tìm kiếm: {name}</translation>
    </message>
    <message>
        <source>SearXNG at {address}</source>
        <translation>SearXNG tại {address}</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(không có)</translation>
    </message>
    <message>
        <source>%1 is on for every agent.</source>
        <translation>%1 đã bật cho mọi tác tử.</translation>
    </message>
    <message>
        <source>%1 is off for every agent.</source>
        <translation>%1 đã tắt cho mọi tác tử.</translation>
    </message>
    <message>
        <source>The settings are not valid JSON: %1</source>
        <translation>Thiết lập không phải JSON hợp lệ: %1</translation>
    </message>
    <message>
        <source>Saved the settings of %1.</source>
        <translation>Đã lưu thiết lập của %1.</translation>
    </message>
</context>
<context>
    <name>ChangeUndo</name>
    <message>
        <source>Undoing the change to %1</source>
        <translation>Hoàn tác thay đổi với %1</translation>
    </message>
    <message>
        <source>Undone: %1 is back as it was before this change.</source>
        <translation>Đã hoàn tác: %1 đã trở lại như trước thay đổi này.</translation>
    </message>
</context>
<context>
    <name>ChatPage</name>
    <message>
        <source>New chat</source>
        <translation>Trò chuyện mới</translation>
    </message>
    <message>
        <source>Conversation title</source>
        <translation>Tiêu đề cuộc trò chuyện</translation>
    </message>
    <message>
        <source>Conversation actions</source>
        <translation>Thao tác với cuộc trò chuyện</translation>
    </message>
    <message>
        <source>Rename, export, close or delete this conversation</source>
        <translation>Đổi tên, xuất, đóng hoặc xóa cuộc trò chuyện này</translation>
    </message>
    <message>
        <source>Copied to the clipboard.</source>
        <translation>Đã sao chép vào bộ nhớ tạm.</translation>
    </message>
    <message>
        <source>Search chats</source>
        <translation>Tìm cuộc trò chuyện</translation>
    </message>
    <message>
        <source>Loading the chat</source>
        <translation>Tải trò chuyện</translation>
    </message>
    <message>
        <source>Tidying up chat history</source>
        <translation>Dọn dẹp lịch sử trò chuyện</translation>
    </message>
    <message>
        <source>The chat engine could not be loaded, so no message can be sent; the log file says why.</source>
        <translation>Không tải được bộ máy trò chuyện nên không gửi được tin nhắn nào; tệp nhật ký cho biết lý do.</translation>
    </message>
    <message>
        <source>The chat engine is not available.</source>
        <translation>Bộ máy trò chuyện không khả dụng.</translation>
    </message>
    <message>
        <source>Starting the built-in model…</source>
        <translation>Đang khởi động mô hình tích hợp…</translation>
    </message>
    <message>
        <source>The built-in model did not start: {error}</source>
        <translation>Mô hình tích hợp không khởi động được: {error}</translation>
    </message>
    <message>
        <source>Connected to {server}; {agent} is ready.</source>
        <translation>Đã kết nối với {server}; {agent} đã sẵn sàng.</translation>
    </message>
    <message>
        <source>Loading conversations</source>
        <translation>Tải các cuộc trò chuyện</translation>
    </message>
    <message>
        <source>Loading more conversations</source>
        <translation>Tải thêm cuộc trò chuyện</translation>
    </message>
    <message>
        <source>Message {agent}…</source>
        <translation>Nhắn cho {agent}…</translation>
    </message>
    <message>
        <source>This chat uses {agent}&apos;s own model, {model}.</source>
        <translation>Cuộc trò chuyện này dùng mô hình riêng của {agent}, {model}.</translation>
    </message>
    <message>
        <source>This chat now uses {model}; {agent} keeps {own}.</source>
        <translation>Cuộc trò chuyện này giờ dùng {model}; {agent} vẫn giữ {own}.</translation>
    </message>
    <message>
        <source>The assistant</source>
        <translation>Trợ lý</translation>
    </message>
    <message>
        <source>What can I help with?</source>
        <translation>Tôi có thể giúp gì cho bạn?</translation>
    </message>
    <message>
        <source>{name} is ready. Enter sends, Shift+Enter adds a line, Ctrl+K searches your chats.</source>
        <translation>{name} đã sẵn sàng. Enter để gửi, Shift+Enter để xuống dòng, Ctrl+K để tìm cuộc trò chuyện.</translation>
    </message>
    <message>
        <source>Opening the conversation</source>
        <translation>Mở cuộc trò chuyện</translation>
    </message>
    <message>
        <source>This conversation is empty</source>
        <translation>Cuộc trò chuyện này trống</translation>
    </message>
    <message>
        <source>Loading earlier messages</source>
        <translation>Tải các tin nhắn trước đó</translation>
    </message>
    <message>
        <source>This conversation is closed; start a new chat (Ctrl+N).</source>
        <translation>Cuộc trò chuyện này đã đóng; hãy bắt đầu cuộc trò chuyện mới (Ctrl+N).</translation>
    </message>
    <message>
        <source>This conversation is closed and accepts no new messages.</source>
        <translation>Cuộc trò chuyện này đã đóng và không nhận tin nhắn mới.</translation>
    </message>
    <message>
        <source>Model &amp;&amp; settings…</source>
        <translation>Mô hình &amp;&amp; cài đặt…</translation>
    </message>
    <message>
        <source>This chat&apos;s model and settings</source>
        <translation>Mô hình và cài đặt của cuộc trò chuyện này</translation>
    </message>
    <message>
        <source>Model, temperature and max tokens for this chat only</source>
        <translation>Mô hình, nhiệt độ và số token tối đa, chỉ cho cuộc trò chuyện này</translation>
    </message>
    <message>
        <source>{agent} · {model} on {server}</source>
        <translation>{agent} · {model} trên {server}</translation>
    </message>
    <message>
        <source>Choose an agent first; these settings change how it answers in this chat.</source>
        <translation>Hãy chọn tác tử trước; các cài đặt này thay đổi cách nó trả lời trong cuộc trò chuyện này.</translation>
    </message>
    <message>
        <source>Saving this chat&apos;s settings</source>
        <translation>Lưu cài đặt của cuộc trò chuyện này</translation>
    </message>
    <message>
        <source>Renaming</source>
        <translation>Đổi tên</translation>
    </message>
    <message>
        <source>Stop the answer first; a conversation is closed when nothing is being written.</source>
        <translation>Hãy dừng câu trả lời trước; chỉ đóng được cuộc trò chuyện khi không có gì đang được viết.</translation>
    </message>
    <message>
        <source>Closing the conversation</source>
        <translation>Đóng cuộc trò chuyện</translation>
    </message>
    <message>
        <source>Stop the answer first, then delete the conversation.</source>
        <translation>Hãy dừng câu trả lời trước, rồi xóa cuộc trò chuyện.</translation>
    </message>
    <message>
        <source>this conversation</source>
        <translation>cuộc trò chuyện này</translation>
    </message>
    <message>
        <source>Delete “{title}” and all its messages? This cannot be undone.</source>
        <translation>Xóa “{title}” và mọi tin nhắn của nó? Không thể hoàn tác.</translation>
    </message>
    <message>
        <source>Delete conversation</source>
        <translation>Xóa cuộc trò chuyện</translation>
    </message>
    <message>
        <source>Deleted “{title}”.</source>
        <translation>Đã xóa “{title}”.</translation>
    </message>
    <message>
        <source>Deleting the conversation</source>
        <translation>Xóa cuộc trò chuyện</translation>
    </message>
    <message>
        <source>Export conversation</source>
        <translation>Xuất cuộc trò chuyện</translation>
    </message>
    <message>
        <source>Exporting</source>
        <translation>Xuất</translation>
    </message>
    <message>
        <source>Exported to {where}.</source>
        <translation>Đã xuất ra {where}.</translation>
    </message>
    <message>
        <source>the conversation</source>
        <translation>cuộc trò chuyện</translation>
    </message>
    <message>
        <source>Saved “{title}” to {where}.</source>
        <translation>Đã lưu “{title}” vào {where}.</translation>
    </message>
    <message>
        <source>Nothing to do until the first message</source>
        <translation>Chưa có gì để làm cho đến tin nhắn đầu tiên</translation>
    </message>
    <message>
        <source>{name}:</source>
        <translation>{name}:</translation>
    </message>
    <message>
        <source>{name} (optional):</source>
        <translation>{name} (không bắt buộc):</translation>
    </message>
    <message>
        <source>Prompt “{name}”</source>
        <translation>Lời nhắc “{name}”</translation>
    </message>
    <message>
        <source>Attach a resource of {server}</source>
        <translation>Đính kèm tài nguyên của {server}</translation>
    </message>
    <message>
        <source>Start from a prompt of {server}</source>
        <translation>Bắt đầu từ một lời nhắc của {server}</translation>
    </message>
    <message>
        <source>{name} is too long for this agent&apos;s context window: only the start is sent.</source>
        <translation>{name} quá dài so với cửa sổ ngữ cảnh của tác tử này: chỉ phần đầu được gửi.</translation>
    </message>
    <message>
        <source>Reading {name}</source>
        <translation>Đọc {name}</translation>
    </message>
    <message>
        <source>The prompt {name}</source>
        <translation>Lời nhắc {name}</translation>
    </message>
    <message>
        <source>Too long for this agent&apos;s context window, so only the start is sent (the chip says how much): {names}</source>
        <translation>Quá dài so với cửa sổ ngữ cảnh của tác tử này, nên chỉ phần đầu được gửi (nhãn tệp cho biết bao nhiêu): {names}</translation>
    </message>
    <message>
        <source>Attaching</source>
        <translation>Đính kèm</translation>
    </message>
    <message>
        <source>Attaching files</source>
        <translation>Đính kèm tệp</translation>
    </message>
    <message>
        <source>An answer is still being written here; stop it or wait for it.</source>
        <translation>Một câu trả lời vẫn đang được viết ở đây; hãy dừng nó hoặc chờ.</translation>
    </message>
    <message>
        <source>Sending</source>
        <translation>Gửi</translation>
    </message>
    <message>
        <source>The answer</source>
        <translation>Câu trả lời</translation>
    </message>
    <message>
        <source>The answer failed: {error}</source>
        <translation>Câu trả lời thất bại: {error}</translation>
    </message>
    <message>
        <source>unknown error</source>
        <translation>lỗi không rõ</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Thử lại</translation>
    </message>
    <message>
        <source>This agent</source>
        <translation>Tác tử này</translation>
    </message>
    <message>
        <source>{who} may now use “{tool}” without asking (Agents changes that).</source>
        <translation>{who} giờ có thể dùng “{tool}” mà không cần hỏi (đổi lại trong trang Tác tử).</translation>
    </message>
    <message>
        <source>Noted: this answer was helpful.</source>
        <translation>Đã ghi nhận: câu trả lời này hữu ích.</translation>
    </message>
    <message>
        <source>Noted: this answer was not helpful.</source>
        <translation>Đã ghi nhận: câu trả lời này không hữu ích.</translation>
    </message>
    <message>
        <source>Rating the answer</source>
        <translation>Đánh giá câu trả lời</translation>
    </message>
    <message>
        <source>Wait for the answer (or stop it) before switching versions.</source>
        <translation>Hãy chờ câu trả lời (hoặc dừng nó) trước khi chuyển phiên bản.</translation>
    </message>
    <message>
        <source>Switching versions</source>
        <translation>Chuyển phiên bản</translation>
    </message>
    <message>
        <source>Reading versions</source>
        <translation>Đọc các phiên bản</translation>
    </message>
</context>
<context>
    <name>ChatSettingsDialog</name>
    <message>
        <source>This chat&apos;s model and settings</source>
        <translation>Mô hình và cài đặt của cuộc trò chuyện này</translation>
    </message>
    <message>
        <source>Only this conversation; {agent} keeps its own settings (Agents changes those).</source>
        <translation>Chỉ cuộc trò chuyện này; {agent} vẫn giữ cài đặt riêng (đổi trong trang Tác tử).</translation>
    </message>
    <message>
        <source>Model for this chat</source>
        <translation>Mô hình cho cuộc trò chuyện này</translation>
    </message>
    <message>
        <source>&amp;Model</source>
        <translation>&amp;Mô hình</translation>
    </message>
    <message>
        <source>Temperature for this chat</source>
        <translation>Nhiệt độ cho cuộc trò chuyện này</translation>
    </message>
    <message>
        <source>server default</source>
        <translation>mặc định của máy chủ</translation>
    </message>
    <message>
        <source>Agent&apos;s own ({value})</source>
        <translation>Của tác tử ({value})</translation>
    </message>
    <message>
        <source>&amp;Temperature</source>
        <translation>&amp;Nhiệt độ</translation>
    </message>
    <message>
        <source>Most tokens per answer in this chat</source>
        <translation>Số token tối đa mỗi câu trả lời trong cuộc trò chuyện này</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>không giới hạn</translation>
    </message>
    <message>
        <source>Most tokens per answer; 0 leaves the limit to the server</source>
        <translation>Số token tối đa mỗi câu trả lời; 0 để máy chủ tự quyết giới hạn</translation>
    </message>
    <message>
        <source>Max &amp;tokens</source>
        <translation>Số &amp;token tối đa</translation>
    </message>
    <message>
        <source>Use the agent&apos;s own</source>
        <translation>Dùng của tác tử</translation>
    </message>
</context>
<context>
    <name>ChatWords</name>
    <message numerus="yes">
        <source>%Ln message(s)</source>
        <translation>
            <numerusform>%Ln tin nhắn</numerusform>
        </translation>
    </message>
    <message>
        <source>closed</source>
        <translation>đã đóng</translation>
    </message>
    <message numerus="yes">
        <source>Earlier messages were left out: this conversation no longer fits the agent&apos;s context window ({tokens} tokens), so the answer sees only the last %n message(s).</source>
        <translation>
            <numerusform>Các tin nhắn trước đã bị lược bỏ: cuộc trò chuyện này không còn vừa cửa sổ ngữ cảnh của tác tử ({tokens} token), nên câu trả lời chỉ thấy %n tin nhắn cuối.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Closed “{title}”; it is deleted %n day(s) after its last change.</source>
        <translation>
            <numerusform>Đã đóng “{title}”; nó sẽ bị xóa %n ngày sau lần thay đổi cuối.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ChipWords</name>
    <message numerus="yes">
        <source>cut to {sent} of %Ln character(s)</source>
        <translation>
            <numerusform>cắt còn {sent} trên %Ln ký tự</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln character(s)</source>
        <translation>
            <numerusform>%Ln ký tự</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Composer</name>
    <message>
        <source>Message the agent…</source>
        <translation>Nhắn cho tác tử…</translation>
    </message>
    <message>
        <source>Editing your message — Enter resends it as a new version</source>
        <translation>Đang sửa tin nhắn của bạn — Enter gửi lại thành một phiên bản mới</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Hủy</translation>
    </message>
    <message>
        <source>Cancel editing</source>
        <translation>Hủy sửa</translation>
    </message>
    <message>
        <source>Cancel editing (Escape)</source>
        <translation>Hủy sửa (Escape)</translation>
    </message>
    <message>
        <source>Agent</source>
        <translation>Tác tử</translation>
    </message>
    <message>
        <source>The agent that answers</source>
        <translation>Tác tử sẽ trả lời</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Mô hình</translation>
    </message>
    <message>
        <source>The model for this chat (the agent keeps its own)</source>
        <translation>Mô hình cho cuộc trò chuyện này (tác tử vẫn giữ mô hình riêng)</translation>
    </message>
    <message>
        <source>Enter to send · Shift+Enter for a new line</source>
        <translation>Enter để gửi · Shift+Enter để xuống dòng</translation>
    </message>
    <message>
        <source>Enter to send</source>
        <translation>Enter để gửi</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>Gửi</translation>
    </message>
    <message>
        <source>Send (Enter)</source>
        <translation>Gửi (Enter)</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Dừng</translation>
    </message>
    <message>
        <source>Stop the answer (Escape); what was written so far is kept</source>
        <translation>Dừng câu trả lời (Escape); phần đã viết được giữ lại</translation>
    </message>
    <message>
        <source>Attach…</source>
        <translation>Đính kèm…</translation>
    </message>
    <message>
        <source>Attach files</source>
        <translation>Đính kèm tệp</translation>
    </message>
    <message>
        <source>Attach text, Markdown, code or PDF files (or drop them here)</source>
        <translation>Đính kèm tệp văn bản, Markdown, mã nguồn hoặc PDF (hoặc thả vào đây)</translation>
    </message>
    <message>
        <source>Resources and prompts from MCP servers</source>
        <translation>Tài nguyên và lời nhắc từ máy chủ MCP</translation>
    </message>
    <message>
        <source>Attach a resource or start from a prompt of this agent&apos;s MCP servers</source>
        <translation>Đính kèm tài nguyên hoặc bắt đầu từ một lời nhắc của các máy chủ MCP của tác tử này</translation>
    </message>
    <message>
        <source>Resend</source>
        <translation>Gửi lại</translation>
    </message>
</context>
<context>
    <name>ComposerEdit</name>
    <message>
        <source>Message</source>
        <translation>Tin nhắn</translation>
    </message>
    <message>
        <source>Enter sends, Shift+Enter starts a new line, Escape stops an answer or cancels an edit</source>
        <translation>Enter để gửi, Shift+Enter để xuống dòng, Escape dừng câu trả lời hoặc hủy sửa</translation>
    </message>
</context>
<context>
    <name>ConversationDelegate</name>
    <message>
        <source>Untitled</source>
        <translation>Chưa đặt tên</translation>
    </message>
    <message>
        <source>Conversation title</source>
        <translation>Tiêu đề cuộc trò chuyện</translation>
    </message>
</context>
<context>
    <name>ConversationSidebar</name>
    <message>
        <source>New chat</source>
        <translation>Trò chuyện mới</translation>
    </message>
    <message>
        <source>Start a new conversation (Ctrl+N)</source>
        <translation>Bắt đầu cuộc trò chuyện mới (Ctrl+N)</translation>
    </message>
    <message>
        <source>Search conversations</source>
        <translation>Tìm cuộc trò chuyện</translation>
    </message>
    <message>
        <source>Search chats  (Ctrl+K)</source>
        <translation>Tìm cuộc trò chuyện  (Ctrl+K)</translation>
    </message>
    <message>
        <source>Clear search</source>
        <translation>Xóa tìm kiếm</translation>
    </message>
    <message>
        <source>Conversations</source>
        <translation>Các cuộc trò chuyện</translation>
    </message>
    <message>
        <source>Enter opens, F2 renames, Delete deletes, the Menu key shows more</source>
        <translation>Enter để mở, F2 để đổi tên, Delete để xóa, phím Menu để xem thêm</translation>
    </message>
    <message>
        <source>No conversations yet</source>
        <translation>Chưa có cuộc trò chuyện nào</translation>
    </message>
    <message>
        <source>No matching conversations</source>
        <translation>Không có cuộc trò chuyện phù hợp</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Mở</translation>
    </message>
    <message>
        <source>Rename…</source>
        <translation>Đổi tên…</translation>
    </message>
    <message>
        <source>Export as Markdown…</source>
        <translation>Xuất ra Markdown…</translation>
    </message>
    <message>
        <source>Export as JSON…</source>
        <translation>Xuất ra JSON…</translation>
    </message>
    <message>
        <source>Close (read-only from now on)</source>
        <translation>Đóng (từ nay chỉ đọc)</translation>
    </message>
    <message>
        <source>Delete…</source>
        <translation>Xóa…</translation>
    </message>
    <message>
        <source>Conversation actions</source>
        <translation>Thao tác với cuộc trò chuyện</translation>
    </message>
</context>
<context>
    <name>CredentialsPage</name>
    <message>
        <source>CLI tools that run with encrypted credentials. Values are injected into the tool&apos;s own process only and replaced by [REDACTED:NAME] in what it prints.</source>
        <translation>Các công cụ dòng lệnh chạy với thông tin xác thực được mã hóa. Giá trị chỉ được đưa vào tiến trình riêng của công cụ và được thay bằng [REDACTED:NAME] trong những gì nó in ra.</translation>
    </message>
    <message>
        <source>Credentials</source>
        <translation>Thông tin xác thực</translation>
    </message>
    <message>
        <source>&amp;Add tool…</source>
        <translation>&amp;Thêm công cụ…</translation>
    </message>
    <message>
        <source>Register a tool and its credentials (Ctrl+N)</source>
        <translation>Đăng ký một công cụ và thông tin xác thực của nó (Ctrl+N)</translation>
    </message>
    <message>
        <source>&amp;Edit…</source>
        <translation>&amp;Sửa…</translation>
    </message>
    <message>
        <source>Change the selected tool (Enter)</source>
        <translation>Thay đổi công cụ đã chọn (Enter)</translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation>&amp;Xóa…</translation>
    </message>
    <message>
        <source>Delete the selected tool and every credential stored for it (Del)</source>
        <translation>Xóa công cụ đã chọn và mọi thông tin xác thực đã lưu cho nó (Del)</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>Làm mới</translation>
    </message>
    <message>
        <source>Load the tools again (F5)</source>
        <translation>Tải lại các công cụ (F5)</translation>
    </message>
    <message>
        <source>Credentials status</source>
        <translation>Trạng thái thông tin xác thực</translation>
    </message>
    <message>
        <source>Loading tools</source>
        <translation>Tải công cụ</translation>
    </message>
    <message numerus="yes">
        <source>%n tool(s) registered, {enabled} enabled.</source>
        <translation>
            <numerusform>Đã đăng ký %n công cụ, {enabled} đang bật.</numerusform>
        </translation>
    </message>
    <message>
        <source>Could not load the tools; see the status bar.</source>
        <translation>Không tải được công cụ; xem thanh trạng thái.</translation>
    </message>
    <message>
        <source>Switching {name} on</source>
        <translation>Bật {name}</translation>
    </message>
    <message>
        <source>Switching {name} off</source>
        <translation>Tắt {name}</translation>
    </message>
    <message>
        <source>Changing the tool</source>
        <translation>Thay đổi công cụ</translation>
    </message>
    <message>
        <source>Listing agents</source>
        <translation>Liệt kê tác tử</translation>
    </message>
    <message>
        <source>Opening {name}</source>
        <translation>Mở {name}</translation>
    </message>
    <message>
        <source>Saved {tool}.</source>
        <translation>Đã lưu {tool}.</translation>
    </message>
    <message>
        <source>Delete {name} and every credential stored for it?</source>
        <translation>Xóa {name} và mọi thông tin xác thực đã lưu cho nó?</translation>
    </message>
    <message>
        <source>Its default credentials, your own and every agent&apos;s, and its grants are deleted with it. This cannot be undone.</source>
        <translation>Thông tin xác thực mặc định, của riêng bạn và của mọi tác tử, cùng các quyền đã cấp đều bị xóa theo. Không thể hoàn tác.</translation>
    </message>
    <message>
        <source>Deleting {name}</source>
        <translation>Xóa {name}</translation>
    </message>
    <message>
        <source>Deleted {tool} and its credentials.</source>
        <translation>Đã xóa {tool} và thông tin xác thực của nó.</translation>
    </message>
</context>
<context>
    <name>DatabaseLockedDialog</name>
    <message>
        <source>Try again</source>
        <translation>Thử lại</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Thoát</translation>
    </message>
</context>
<context>
    <name>DenyRulesEditor</name>
    <message>
        <source>Deny patterns</source>
        <translation>Mẫu chặn</translation>
    </message>
    <message>
        <source>New deny pattern</source>
        <translation>Mẫu chặn mới</translation>
    </message>
    <message>
        <source>regex, e.g. auth\s+token</source>
        <translation>biểu thức chính quy, ví dụ auth\s+token</translation>
    </message>
    <message>
        <source>+  Add r&amp;ule</source>
        <translation>+  Thêm &amp;quy tắc</translation>
    </message>
    <message>
        <source>Add deny pattern</source>
        <translation>Thêm mẫu chặn</translation>
    </message>
    <message>
        <source>Re&amp;move</source>
        <translation>&amp;Xóa</translation>
    </message>
    <message>
        <source>Remove selected deny pattern</source>
        <translation>Xóa mẫu chặn đã chọn</translation>
    </message>
    <message>
        <source>Deny pattern problem</source>
        <translation>Lỗi mẫu chặn</translation>
    </message>
    <message>
        <source>Block &amp;verbose and debug flags (-v, --verbose, --debug, …)</source>
        <translation>Chặn các cờ chi tiết và gỡ &amp;lỗi (-v, --verbose, --debug, …)</translation>
    </message>
    <message>
        <source>Block verbose and debug flags</source>
        <translation>Chặn các cờ chi tiết và gỡ lỗi</translation>
    </message>
    <message>
        <source>Verbose modes of many tools print the very headers and tokens that are injected.</source>
        <translation>Chế độ chi tiết của nhiều công cụ in ra đúng những tiêu đề và token được đưa vào.</translation>
    </message>
    <message>
        <source>&amp;Would this be denied?</source>
        <translation>Cái này có bị chặn &amp;không?</translation>
    </message>
    <message>
        <source>Arguments to test against the deny rules</source>
        <translation>Các tham số để thử với quy tắc chặn</translation>
    </message>
    <message>
        <source>arguments, e.g. auth token --show</source>
        <translation>tham số, ví dụ auth token --show</translation>
    </message>
    <message>
        <source>Clear the test arguments</source>
        <translation>Xóa các tham số thử</translation>
    </message>
    <message>
        <source>Deny rule verdict</source>
        <translation>Kết luận của quy tắc chặn</translation>
    </message>
    <message>
        <source>An empty pattern would match everything; type a regular expression.</source>
        <translation>Một mẫu trống sẽ khớp với mọi thứ; hãy nhập một biểu thức chính quy.</translation>
    </message>
    <message>
        <source>{pattern} is not a valid regular expression ({error}).</source>
        <translation>{pattern} không phải biểu thức chính quy hợp lệ ({error}).</translation>
    </message>
    <message>
        <source>{pattern} is already in the list.</source>
        <translation>{pattern} đã có trong danh sách.</translation>
    </message>
    <message numerus="yes">
        <source>Type arguments to check them against %n rule(s).</source>
        <translation>
            <numerusform>Nhập tham số để thử với %n quy tắc.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DenyWords</name>
    <message>
        <source>Allowed: no rule matches these arguments.</source>
        <translation>Được phép: không quy tắc nào khớp với các tham số này.</translation>
    </message>
    <message>
        <source>The arguments have an unclosed quote; close it or remove it.</source>
        <translation>Các tham số có một dấu nháy chưa đóng; hãy đóng hoặc xóa nó.</translation>
    </message>
    <message>
        <source>Denied: the arguments in {rule} cannot be checked (unreadable or too large)</source>
        <translation>Bị chặn: không kiểm tra được các tham số trong {rule} (không đọc được hoặc quá lớn)</translation>
    </message>
    <message>
        <source>Denied by the rule  {rule}</source>
        <translation>Bị chặn bởi quy tắc  {rule}</translation>
    </message>
    <message>
        <source>Denied by the verbose-flag rule  {rule}  (verbose output can print credentials)</source>
        <translation>Bị chặn bởi quy tắc cờ chi tiết  {rule}  (đầu ra chi tiết có thể in ra thông tin xác thực)</translation>
    </message>
    <message>
        <source>The arguments in {rule} cannot be checked against its deny rules (unreadable or too large); pass them directly.</source>
        <translation>Không kiểm tra được các tham số trong {rule} với quy tắc chặn của công cụ (không đọc được hoặc quá lớn); hãy truyền chúng trực tiếp.</translation>
    </message>
    <message>
        <source>These arguments turn on verbose output, which can print credentials (rule “{rule}”).</source>
        <translation>Các tham số này bật đầu ra chi tiết, có thể in ra thông tin xác thực (quy tắc “{rule}”).</translation>
    </message>
    <message>
        <source>Its deny rule “{rule}” matches these arguments; change them, or the rule (Edit…).</source>
        <translation>Quy tắc chặn “{rule}” của công cụ khớp với các tham số này; hãy đổi tham số, hoặc đổi quy tắc (Sửa…).</translation>
    </message>
    <message>
        <source>Blocked: {tool} was not run. {why}</source>
        <translation>Đã chặn: {tool} không được chạy. {why}</translation>
    </message>
</context>
<context>
    <name>DesktopIntegration</name>
    <message>
        <source>The answer is ready.</source>
        <translation>Câu trả lời đã sẵn sàng.</translation>
    </message>
    <message>
        <source>The answer was stopped.</source>
        <translation>Câu trả lời đã bị dừng.</translation>
    </message>
    <message>
        <source>The answer failed; open the chat to see why.</source>
        <translation>Câu trả lời thất bại; mở cuộc trò chuyện để xem lý do.</translation>
    </message>
    <message>
        <source>The promotion to PostgreSQL failed; open the Promote page to see why.</source>
        <translation>Việc chuyển lên PostgreSQL thất bại; mở trang Chuyển lên để xem lý do.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln row(s) copied and verified.</source>
        <translation>
            <numerusform>Đã sao chép và kiểm tra %Ln dòng.</numerusform>
        </translation>
    </message>
    <message>
        <source>The promotion to PostgreSQL finished.</source>
        <translation>Việc chuyển lên PostgreSQL đã xong.</translation>
    </message>
    <message>
        <source>The agent finished.</source>
        <translation>Tác tử đã xong.</translation>
    </message>
    <message>
        <source>The job %1 finished.</source>
        <translation>Tác vụ %1 đã xong.</translation>
    </message>
    <message>
        <source>The job %1 was skipped: its time passed while the computer was off.</source>
        <translation>Tác vụ %1 bị bỏ qua: đã quá giờ khi máy tính tắt.</translation>
    </message>
    <message>
        <source>The job %1 failed; open Jobs to see why.</source>
        <translation>Tác vụ %1 thất bại; mở trang Tác vụ để xem lý do.</translation>
    </message>
</context>
<context>
    <name>DiagnosticsBox</name>
    <message>
        <source>Rows per table</source>
        <translation>Số dòng mỗi bảng</translation>
    </message>
    <message>
        <source>Rows per table of the database, for a bug report or a check after an import.</source>
        <translation>Số dòng của từng bảng trong cơ sở dữ liệu, để báo lỗi hoặc kiểm tra sau khi nhập.</translation>
    </message>
    <message>
        <source>Count rows</source>
        <translation>Đếm dòng</translation>
    </message>
    <message>
        <source>Count rows per table</source>
        <translation>Đếm số dòng mỗi bảng</translation>
    </message>
    <message>
        <source>Count the rows of every table</source>
        <translation>Đếm số dòng của mọi bảng</translation>
    </message>
    <message>
        <source>Row counts per table</source>
        <translation>Số dòng mỗi bảng</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Bảng</translation>
    </message>
    <message>
        <source>Rows</source>
        <translation>Số dòng</translation>
    </message>
    <message>
        <source>Counting rows…</source>
        <translation>Đang đếm dòng…</translation>
    </message>
    <message>
        <source>Counting rows</source>
        <translation>Đếm dòng</translation>
    </message>
    <message>
        <source>{tables}, {rows} in total.</source>
        <translation>{tables}, tổng cộng {rows}.</translation>
    </message>
    <message numerus="yes">
        <source>%n table(s)</source>
        <translation>
            <numerusform>%n bảng</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln row(s)</source>
        <translation>
            <numerusform>%Ln dòng</numerusform>
        </translation>
    </message>
    <message>
        <source>Could not count the rows; see the status bar.</source>
        <translation>Không đếm được số dòng; xem thanh trạng thái.</translation>
    </message>
</context>
<context>
    <name>DonePage</name>
    <message>
        <source>Done</source>
        <translation>Hoàn tất</translation>
    </message>
    <message>
        <source>Creating the provider and the agent…</source>
        <translation>Đang tạo nhà cung cấp và tác tử…</translation>
    </message>
    <message>
        <source>Setting up</source>
        <translation>Thiết lập</translation>
    </message>
    <message>
        <source>Your GoClaw Lite providers and agents came over; chat with them right away.</source>
        <translation>Các nhà cung cấp và tác tử từ GoClaw Lite đã được chuyển sang; bạn có thể trò chuyện ngay.</translation>
    </message>
    <message>
        <source>Press Finish to start chatting.</source>
        <translation>Nhấn Hoàn tất để bắt đầu trò chuyện.</translation>
    </message>
    <message>
        <source>Go back to change it, or Cancel to skip.</source>
        <translation>Quay lại để sửa, hoặc Hủy để bỏ qua.</translation>
    </message>
    <message>
        <source>No model server was set up; the Chat page will offer one when you open it.</source>
        <translation>Chưa thiết lập máy chủ mô hình nào; trang Trò chuyện sẽ gợi ý khi bạn mở nó.</translation>
    </message>
    <message>
        <source>Provider {server} ({address}).</source>
        <translation>Nhà cung cấp {server} ({address}).</translation>
    </message>
    <message>
        <source> It is your default agent.</source>
        <translation> Đây là tác tử mặc định của bạn.</translation>
    </message>
    <message>
        <source>Agent {agent} chats with {model}.</source>
        <translation>Tác tử {agent} trò chuyện bằng {model}.</translation>
    </message>
</context>
<context>
    <name>DuplicatesPanel</name>
    <message>
        <source>No likely duplicates are waiting for review.</source>
        <translation>Không có trùng lặp nào đang chờ xem xét.</translation>
    </message>
    <message>
        <source>Likely duplicates</source>
        <translation>Các trùng lặp có thể</translation>
    </message>
    <message>
        <source>Similarity</source>
        <translation>Độ tương đồng</translation>
    </message>
    <message>
        <source>Bold values differ.</source>
        <translation>Các giá trị in đậm là khác nhau.</translation>
    </message>
    <message>
        <source>&amp;Keep both</source>
        <translation>&amp;Giữ cả hai</translation>
    </message>
    <message>
        <source>Keep both</source>
        <translation>Giữ cả hai</translation>
    </message>
    <message>
        <source>They are different things: never propose this pair again</source>
        <translation>Chúng là hai thứ khác nhau: không bao giờ đề xuất cặp này nữa</translation>
    </message>
    <message>
        <source>&amp;Merge</source>
        <translation>Gộ&amp;p</translation>
    </message>
    <message>
        <source>Merge</source>
        <translation>Gộp</translation>
    </message>
    <message>
        <source>Fold the other entity, its names and relations into the one marked Keep</source>
        <translation>Gộp thực thể kia, các tên và quan hệ của nó vào thực thể được đánh dấu Giữ</translation>
    </message>
    <message>
        <source>{a} and {b} are {percent} similar</source>
        <translation>{a} và {b} giống nhau {percent}</translation>
    </message>
    <message>
        <source>{a} and {b}, {percent} similar</source>
        <translation>{a} và {b}, giống nhau {percent}</translation>
    </message>
    <message>
        <source>{percent} similar · names {names}</source>
        <translation>Giống nhau {percent} · tên {names}</translation>
    </message>
    <message>
        <source>{percent} similar</source>
        <translation>Giống nhau {percent}</translation>
    </message>
    <message>
        <source>&amp;Merge into “{name}”</source>
        <translation>Gộ&amp;p vào “{name}”</translation>
    </message>
</context>
<context>
    <name>Durations</name>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 giây</translation>
    </message>
    <message>
        <source>%1 min %2 s</source>
        <translation>%1 phút %2 giây</translation>
    </message>
</context>
<context>
    <name>EmptyGraph</name>
    <message>
        <source>&amp;Import a graph file…</source>
        <translation>&amp;Nhập tệp đồ thị…</translation>
    </message>
    <message>
        <source>Open &amp;Chat</source>
        <translation>Mở Trò &amp;chuyện</translation>
    </message>
    <message>
        <source>Create an a&amp;gent…</source>
        <translation>Tạo tác tử &amp;mới…</translation>
    </message>
    <message>
        <source>No agent yet</source>
        <translation>Chưa có tác tử</translation>
    </message>
    <message>
        <source>Each agent keeps its own knowledge graph. Create an agent on the Agents page; what it learns in chats shows up here.</source>
        <translation>Mỗi tác tử có đồ thị tri thức riêng. Hãy tạo một tác tử ở trang Tác tử; những gì nó học được trong các cuộc trò chuyện sẽ hiện ở đây.</translation>
    </message>
    <message>
        <source>Nothing known at that moment</source>
        <translation>Không có tri thức nào tại thời điểm đó</translation>
    </message>
    <message>
        <source>This agent&apos;s knowledge graph was empty then. Untick “As of” to see it now.</source>
        <translation>Khi đó đồ thị tri thức của tác tử này trống. Bỏ chọn “Tại thời điểm” để xem hiện tại.</translation>
    </message>
    <message>
        <source>This knowledge graph is empty</source>
        <translation>Đồ thị tri thức này đang trống</translation>
    </message>
    <message>
        <source>Your agent adds what it learns as you chat with it. You can also import a knowledge graph file (JSON), such as one exported from another agent or another computer.</source>
        <translation>Tác tử của bạn thêm những gì nó học được khi bạn trò chuyện với nó. Bạn cũng có thể nhập một tệp đồ thị tri thức (JSON), chẳng hạn tệp xuất từ tác tử khác hoặc máy tính khác.</translation>
    </message>
</context>
<context>
    <name>EmptyState</name>
    <message>
        <source>No tools registered yet</source>
        <translation>Chưa đăng ký công cụ nào</translation>
    </message>
    <message>
        <source>Add a command-line tool such as gh, aws or kubectl with the variables it reads its credentials from. Agents can then run it without ever seeing a value.</source>
        <translation>Thêm một công cụ dòng lệnh như gh, aws hay kubectl cùng các biến mà nó đọc thông tin xác thực. Khi đó tác tử có thể chạy nó mà không bao giờ thấy giá trị.</translation>
    </message>
    <message>
        <source>Add a &amp;tool…</source>
        <translation>Thêm một &amp;công cụ…</translation>
    </message>
    <message>
        <source>Add your first tool</source>
        <translation>Thêm công cụ đầu tiên</translation>
    </message>
    <message>
        <source>Register a tool and its credentials</source>
        <translation>Đăng ký một công cụ và thông tin xác thực của nó</translation>
    </message>
</context>
<context>
    <name>EntityCard</name>
    <message>
        <source>Relations</source>
        <translation>Quan hệ</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>Mô tả</translation>
    </message>
    <message>
        <source>Confidence</source>
        <translation>Độ tin cậy</translation>
    </message>
    <message>
        <source>Aliases</source>
        <translation>Bí danh</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Nguồn</translation>
    </message>
    <message>
        <source>Created</source>
        <translation>Tạo lúc</translation>
    </message>
    <message>
        <source>Last update</source>
        <translation>Cập nhật lần cuối</translation>
    </message>
    <message>
        <source>Keep this one</source>
        <translation>Giữ thực thể này</translation>
    </message>
    <message>
        <source>Keep “{name}”</source>
        <translation>Giữ “{name}”</translation>
    </message>
    <message>
        <source>Keep {name}</source>
        <translation>Giữ {name}</translation>
    </message>
</context>
<context>
    <name>EntityDetailPanel</name>
    <message>
        <source>Select an entity to see its details.</source>
        <translation>Chọn một thực thể để xem chi tiết.</translation>
    </message>
    <message>
        <source>Entity details</source>
        <translation>Chi tiết thực thể</translation>
    </message>
    <message>
        <source>Entity name</source>
        <translation>Tên thực thể</translation>
    </message>
    <message>
        <source>Entity type</source>
        <translation>Loại thực thể</translation>
    </message>
    <message>
        <source>&amp;Edit…</source>
        <translation>&amp;Sửa…</translation>
    </message>
    <message>
        <source>Edit entity</source>
        <translation>Sửa thực thể</translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation>&amp;Xóa…</translation>
    </message>
    <message>
        <source>Delete entity</source>
        <translation>Xóa thực thể</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>Mô tả</translation>
    </message>
    <message>
        <source>Confidence</source>
        <translation>Độ tin cậy</translation>
    </message>
    <message>
        <source>Validity</source>
        <translation>Hiệu lực</translation>
    </message>
    <message>
        <source>Aliases</source>
        <translation>Bí danh</translation>
    </message>
    <message>
        <source>Updated</source>
        <translation>Cập nhật</translation>
    </message>
    <message>
        <source>Valid</source>
        <translation>Hiệu lực</translation>
    </message>
    <message>
        <source>Properties</source>
        <translation>Thuộc tính</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Khóa</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Giá trị</translation>
    </message>
    <message>
        <source>Outgoing</source>
        <translation>Quan hệ đi</translation>
    </message>
    <message>
        <source>Outgoing relations</source>
        <translation>Quan hệ đi</translation>
    </message>
    <message>
        <source>Incoming</source>
        <translation>Quan hệ đến</translation>
    </message>
    <message>
        <source>Incoming relations</source>
        <translation>Quan hệ đến</translation>
    </message>
    <message>
        <source>Click or press Enter to open the entity at the other end</source>
        <translation>Nhấp hoặc nhấn Enter để mở thực thể ở đầu kia</translation>
    </message>
    <message>
        <source>No description.</source>
        <translation>Không có mô tả.</translation>
    </message>
    <message>
        <source>Properties ({count})</source>
        <translation>Thuộc tính ({count})</translation>
    </message>
    <message>
        <source>Properties: none</source>
        <translation>Thuộc tính: không có</translation>
    </message>
    <message>
        <source>{text}. Opens {name}</source>
        <translation>{text}. Mở {name}</translation>
    </message>
    <message>
        <source>Open {name} (confidence {confidence})</source>
        <translation>Mở {name} (độ tin cậy {confidence})</translation>
    </message>
    <message>
        <source>Outgoing ({count})</source>
        <translation>Quan hệ đi ({count})</translation>
    </message>
    <message>
        <source>Outgoing: none</source>
        <translation>Quan hệ đi: không có</translation>
    </message>
    <message>
        <source>Incoming ({count})</source>
        <translation>Quan hệ đến ({count})</translation>
    </message>
    <message>
        <source>Incoming: none</source>
        <translation>Quan hệ đến: không có</translation>
    </message>
    <message>
        <source>Change this entity (F2)</source>
        <translation>Thay đổi thực thể này (F2)</translation>
    </message>
    <message>
        <source>Delete this entity and its relations (Del); Undo brings them back</source>
        <translation>Xóa thực thể này và các quan hệ của nó (Del); Hoàn tác sẽ khôi phục chúng</translation>
    </message>
</context>
<context>
    <name>EntityEditDialog</name>
    <message>
        <source>Edit {name}</source>
        <translation>Sửa {name}</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Tên</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation>&amp;Tên</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Loại</translation>
    </message>
    <message>
        <source>&amp;Type</source>
        <translation>&amp;Loại</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>Mô tả</translation>
    </message>
    <message>
        <source>&amp;Description</source>
        <translation>&amp;Mô tả</translation>
    </message>
    <message>
        <source>Aliases</source>
        <translation>Bí danh</translation>
    </message>
    <message>
        <source>Other names, separated by commas</source>
        <translation>Các tên khác, cách nhau bằng dấu phẩy</translation>
    </message>
    <message>
        <source>&amp;Aliases</source>
        <translation>&amp;Bí danh</translation>
    </message>
    <message>
        <source>Confidence</source>
        <translation>Độ tin cậy</translation>
    </message>
    <message>
        <source>&amp;Confidence</source>
        <translation>Độ tin &amp;cậy</translation>
    </message>
    <message>
        <source>Valid from</source>
        <translation>Hiệu lực từ</translation>
    </message>
    <message>
        <source>Valid &amp;from</source>
        <translation>&amp;Hiệu lực từ</translation>
    </message>
    <message>
        <source>Ends</source>
        <translation>Kết thúc</translation>
    </message>
    <message>
        <source>Validity ends</source>
        <translation>Hiệu lực kết thúc</translation>
    </message>
    <message>
        <source>Valid until</source>
        <translation>Hiệu lực đến</translation>
    </message>
    <message>
        <source>Valid &amp;until</source>
        <translation>Hiệu lực đế&amp;n</translation>
    </message>
    <message>
        <source>Properties</source>
        <translation>Thuộc tính</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Khóa</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Giá trị</translation>
    </message>
    <message>
        <source>Add property</source>
        <translation>Thêm thuộc tính</translation>
    </message>
    <message>
        <source>Remove property</source>
        <translation>Xóa thuộc tính</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>Vấn đề</translation>
    </message>
    <message>
        <source>Save entity</source>
        <translation>Lưu thực thể</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Hủy</translation>
    </message>
    <message>
        <source>The property in row {row} has a value but no key.</source>
        <translation>Thuộc tính ở hàng {row} có giá trị nhưng không có khóa.</translation>
    </message>
    <message>
        <source>The property “{key}” appears twice.</source>
        <translation>Thuộc tính “{key}” xuất hiện hai lần.</translation>
    </message>
    <message>
        <source>The property “{key}” held JSON ({kind}); “{text}” is not valid JSON.</source>
        <translation>Thuộc tính “{key}” chứa JSON ({kind}); “{text}” không phải JSON hợp lệ.</translation>
    </message>
</context>
<context>
    <name>EntityListPanel</name>
    <message>
        <source>Search entities…</source>
        <translation>Tìm thực thể…</translation>
    </message>
    <message>
        <source>Search entities</source>
        <translation>Tìm thực thể</translation>
    </message>
    <message>
        <source>Names, types, descriptions and aliases, any case (Ctrl+F)</source>
        <translation>Tên, loại, mô tả và bí danh, không phân biệt hoa thường (Ctrl+F)</translation>
    </message>
    <message>
        <source>Clear the search</source>
        <translation>Xóa nội dung tìm kiếm</translation>
    </message>
    <message>
        <source>Entity type filter</source>
        <translation>Lọc theo loại thực thể</translation>
    </message>
    <message>
        <source>Show only entities of one type</source>
        <translation>Chỉ hiện các thực thể thuộc một loại</translation>
    </message>
    <message>
        <source>All types</source>
        <translation>Mọi loại</translation>
    </message>
    <message>
        <source>Entities</source>
        <translation>Thực thể</translation>
    </message>
    <message>
        <source>Entity count</source>
        <translation>Số thực thể</translation>
    </message>
    <message>
        <source>All types  ({count})</source>
        <translation>Mọi loại  ({count})</translation>
    </message>
    <message>
        <source>Searching…</source>
        <translation>Đang tìm…</translation>
    </message>
    <message>
        <source>Loading…</source>
        <translation>Đang tải…</translation>
    </message>
    <message numerus="yes">
        <source>%Ln match(es) loaded; scroll for more</source>
        <translation>
            <numerusform>Đã tải %Ln kết quả; cuộn để xem thêm</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln match(es)</source>
        <translation>
            <numerusform>%Ln kết quả</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{loaded} of %Ln entity(ies) loaded; scroll for more</source>
        <translation>
            <numerusform>Đã tải {loaded} trên %Ln thực thể; cuộn để xem thêm</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln entity(ies)</source>
        <translation>
            <numerusform>%Ln thực thể</numerusform>
        </translation>
    </message>
    <message>
        <source>Sort entities</source>
        <translation>Sắp xếp thực thể</translation>
    </message>
    <message>
        <source>Sort by the column headers, or with the most relations first</source>
        <translation>Sắp xếp theo tiêu đề cột, hoặc thực thể có nhiều quan hệ nhất trước</translation>
    </message>
    <message>
        <source>By column</source>
        <translation>Theo cột</translation>
    </message>
    <message>
        <source>Most connected</source>
        <translation>Nhiều liên kết nhất</translation>
    </message>
</context>
<context>
    <name>EntityTableModel</name>
    <message>
        <source>Name</source>
        <translation>Tên</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Loại</translation>
    </message>
    <message>
        <source>Conf.</source>
        <translation>Tin cậy</translation>
    </message>
    <message>
        <source>Loading entities</source>
        <translation>Đang tải thực thể</translation>
    </message>
</context>
<context>
    <name>ErrorPanel</name>
    <message>
        <source>Wrong user name or password</source>
        <translation>Sai tên người dùng hoặc mật khẩu</translation>
    </message>
    <message>
        <source>The server cannot be reached</source>
        <translation>Không kết nối được tới máy chủ</translation>
    </message>
    <message>
        <source>Missing privileges</source>
        <translation>Thiếu quyền</translation>
    </message>
    <message>
        <source>No such database</source>
        <translation>Không có cơ sở dữ liệu này</translation>
    </message>
    <message>
        <source>No such user</source>
        <translation>Không có người dùng này</translation>
    </message>
    <message>
        <source>The server refuses this connection</source>
        <translation>Máy chủ từ chối kết nối này</translation>
    </message>
    <message>
        <source>The server is busy</source>
        <translation>Máy chủ đang bận</translation>
    </message>
    <message>
        <source>Cannot connect</source>
        <translation>Không kết nối được</translation>
    </message>
    <message>
        <source>This database belongs to another install</source>
        <translation>Cơ sở dữ liệu này thuộc về một bản cài đặt khác</translation>
    </message>
    <message>
        <source>The copy differs from the source</source>
        <translation>Bản sao khác với bản gốc</translation>
    </message>
    <message>
        <source>The server&apos;s disk is full</source>
        <translation>Ổ đĩa của máy chủ đã đầy</translation>
    </message>
    <message>
        <source>Promotion failed</source>
        <translation>Chuyển lên thất bại</translation>
    </message>
    <message>
        <source>Unexpected error</source>
        <translation>Lỗi không mong đợi</translation>
    </message>
</context>
<context>
    <name>ErrorWords</name>
    <message>
        <source>The encryption key in the environment variable {where} (fingerprint {fingerprint}) does not open this database. Nothing was read or written; provide the key it was created with.</source>
        <translation>Khóa mã hóa trong biến môi trường {where} (dấu vân tay {fingerprint}) không mở được cơ sở dữ liệu này. Không có gì được đọc hay ghi; hãy cung cấp khóa đã dùng khi tạo nó.</translation>
    </message>
    <message>
        <source>The encryption key in the file {where} (fingerprint {fingerprint}) does not open this database. Nothing was read or written; provide the key it was created with.</source>
        <translation>Khóa mã hóa trong tệp {where} (dấu vân tay {fingerprint}) không mở được cơ sở dữ liệu này. Không có gì được đọc hay ghi; hãy cung cấp khóa đã dùng khi tạo nó.</translation>
    </message>
    <message>
        <source>The encryption key in the OS keyring (fingerprint {fingerprint}) does not open this database. Nothing was read or written; provide the key it was created with.</source>
        <translation>Khóa mã hóa trong kho khóa của hệ điều hành (dấu vân tay {fingerprint}) không mở được cơ sở dữ liệu này. Không có gì được đọc hay ghi; hãy cung cấp khóa đã dùng khi tạo nó.</translation>
    </message>
    <message>
        <source>That key (fingerprint {fingerprint}) does not open this database; nothing was stored.</source>
        <translation>Khóa đó (dấu vân tay {fingerprint}) không mở được cơ sở dữ liệu này; không có gì được lưu.</translation>
    </message>
    <message>
        <source>{source} was sealed under another encryption key; nothing was changed. Restore it from the command line with its key (`db restore FILE --key-file KEY`).</source>
        <translation>{source} được mã hóa bằng một khóa mã hóa khác; không có gì thay đổi. Hãy khôi phục nó từ dòng lệnh cùng khóa của nó (`db restore FILE --key-file KEY`).</translation>
    </message>
    <message>
        <source>The key in {key_file} does not open {source} either; nothing was changed.</source>
        <translation>Khóa trong {key_file} cũng không mở được {source}; không có gì thay đổi.</translation>
    </message>
    <message>
        <source>{path} is not a SQLite database; it was left untouched. Move it away, or set GOCLAW_HOME to another folder.</source>
        <translation>{path} không phải là cơ sở dữ liệu SQLite; tệp được giữ nguyên. Hãy chuyển nó đi chỗ khác, hoặc đặt GOCLAW_HOME thành thư mục khác.</translation>
    </message>
    <message>
        <source>{path} is not a GoClaw Lite database; it was left untouched.</source>
        <translation>{path} không phải là cơ sở dữ liệu GoClaw Lite; tệp được giữ nguyên.</translation>
    </message>
    <message>
        <source>{source} holds no GoClaw Lite database (it is empty); nothing was changed.</source>
        <translation>{source} không chứa cơ sở dữ liệu GoClaw Lite (tệp trống); không có gì thay đổi.</translation>
    </message>
    <message>
        <source>{path} is damaged: it failed its integrity check ({problem}). It was left untouched; restore a backup, or move the file away to start fresh.</source>
        <translation>{path} bị hỏng: không qua được kiểm tra toàn vẹn ({problem}). Tệp được giữ nguyên; hãy khôi phục một bản sao lưu, hoặc chuyển tệp đi để bắt đầu lại.</translation>
    </message>
    <message>
        <source>{path} is damaged: SQLite cannot read it ({problem}). It was left untouched; restore a backup, or move the file away to start fresh.</source>
        <translation>{path} bị hỏng: SQLite không đọc được ({problem}). Tệp được giữ nguyên; hãy khôi phục một bản sao lưu, hoặc chuyển tệp đi để bắt đầu lại.</translation>
    </message>
    <message>
        <source>{source} is damaged ({problem}); it was not restored and nothing was changed.</source>
        <translation>{source} bị hỏng ({problem}); nó không được khôi phục và không có gì thay đổi.</translation>
    </message>
    <message>
        <source>{path} is at schema version {version}, newer than this GoClaw Lite ({app_version}, schema {supported}). Upgrade GoClaw Lite; the database was left untouched.</source>
        <translation>{path} ở phiên bản lược đồ {version}, mới hơn GoClaw Lite này ({app_version}, lược đồ {supported}). Hãy nâng cấp GoClaw Lite; cơ sở dữ liệu được giữ nguyên.</translation>
    </message>
    <message>
        <source>{path} is at schema version {version}; this GoClaw Lite upgrades from version {oldest} onward. The database was left untouched.</source>
        <translation>{path} ở phiên bản lược đồ {version}; GoClaw Lite này chỉ nâng cấp từ phiên bản {oldest} trở đi. Cơ sở dữ liệu được giữ nguyên.</translation>
    </message>
    <message>
        <source>Cannot connect to the model server at {address}: is it running, and is its address right?</source>
        <translation>Không kết nối được tới máy chủ mô hình tại {address}: máy chủ có đang chạy và địa chỉ có đúng không?</translation>
    </message>
    <message>
        <source>The model server did not answer in time.</source>
        <translation>Máy chủ mô hình không trả lời kịp thời.</translation>
    </message>
    <message>
        <source>The model server refused the API key; check the key in its settings.</source>
        <translation>Máy chủ mô hình từ chối khóa API; hãy kiểm tra khóa trong cài đặt của máy chủ.</translation>
    </message>
    <message>
        <source>The model server has no model {model}.</source>
        <translation>Máy chủ mô hình không có mô hình {model}.</translation>
    </message>
    <message>
        <source>{name} is not a usable zip file; nothing was installed.</source>
        <translation>{name} không phải là tệp zip dùng được; không có gì được cài đặt.</translation>
    </message>
    <message>
        <source>{name} is neither a skill folder nor a .zip file.</source>
        <translation>{name} không phải là thư mục kỹ năng hay tệp .zip.</translation>
    </message>
    <message>
        <source>{name} has no SKILL.md at its top (or in its one top folder); nothing was installed.</source>
        <translation>{name} không có SKILL.md ở cấp trên cùng (hoặc trong thư mục trên cùng duy nhất); không có gì được cài đặt.</translation>
    </message>
    <message>
        <source>{path} does not exist.</source>
        <translation>{path} không tồn tại.</translation>
    </message>
    <message>
        <source>Gave up after too many attempts to open the database.</source>
        <translation>Đã dừng sau quá nhiều lần thử mở cơ sở dữ liệu.</translation>
    </message>
</context>
<context>
    <name>EvolutionPageWidget</name>
    <message>
        <source>How each agent&apos;s tools, memory and routes did in the last 30 days, and what could be improved. Approving a suggestion applies it to the agent.</source>
        <translation>Công cụ, bộ nhớ và tuyến mô hình của từng tác tử đã hoạt động thế nào trong 30 ngày qua, và có thể cải thiện gì. Duyệt một đề xuất sẽ áp dụng nó cho tác tử.</translation>
    </message>
    <message>
        <source>Agent</source>
        <translation>Tác tử</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Loại</translation>
    </message>
    <message>
        <source>What</source>
        <translation>Đối tượng</translation>
    </message>
    <message>
        <source>How often</source>
        <translation>Bao nhiêu lần</translation>
    </message>
    <message>
        <source>How well</source>
        <translation>Hiệu quả</translation>
    </message>
    <message>
        <source>Detail</source>
        <translation>Chi tiết</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Trạng thái</translation>
    </message>
    <message>
        <source>Suggestion</source>
        <translation>Đề xuất</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Lý do</translation>
    </message>
    <message>
        <source>Evolution</source>
        <translation>Tiến hóa</translation>
    </message>
    <message>
        <source>Metrics per agent</source>
        <translation>Số liệu theo tác tử</translation>
    </message>
    <message>
        <source>Suggestions</source>
        <translation>Đề xuất</translation>
    </message>
    <message>
        <source>Details of the selected suggestion</source>
        <translation>Chi tiết của đề xuất đã chọn</translation>
    </message>
    <message>
        <source>Select a suggestion to see why it was made and what approving it changes.</source>
        <translation>Chọn một đề xuất để xem vì sao nó được đưa ra và việc duyệt nó sẽ thay đổi gì.</translation>
    </message>
    <message>
        <source>Nothing measured yet. As agents chat, GoClaw Lite counts how their tools, memory and model servers do; suggestions to improve them are made from these counts.</source>
        <translation>Chưa đo được gì. Khi các tác tử trò chuyện, GoClaw Lite đếm xem công cụ, bộ nhớ và máy chủ mô hình của chúng hoạt động ra sao; các đề xuất cải thiện được tạo từ những số liệu này.</translation>
    </message>
    <message>
        <source>Open Chat</source>
        <translation>Mở trò chuyện</translation>
    </message>
    <message>
        <source>Evolution status</source>
        <translation>Trạng thái tiến hóa</translation>
    </message>
    <message>
        <source>&lt;b&gt;Metrics&lt;/b&gt; (last 30 days)</source>
        <translation>&lt;b&gt;Số liệu&lt;/b&gt; (30 ngày qua)</translation>
    </message>
    <message>
        <source>Make suggestions now</source>
        <translation>Đưa ra đề xuất ngay</translation>
    </message>
    <message>
        <source>Look at the metrics and add any new suggestion</source>
        <translation>Xem xét số liệu và thêm đề xuất mới nếu có</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>Làm mới</translation>
    </message>
    <message>
        <source>Refresh evolution</source>
        <translation>Làm mới tiến hóa</translation>
    </message>
    <message>
        <source>Load the metrics and suggestions again</source>
        <translation>Tải lại số liệu và đề xuất</translation>
    </message>
    <message>
        <source>&lt;b&gt;Suggestions&lt;/b&gt; showing</source>
        <translation>&lt;b&gt;Đề xuất&lt;/b&gt; đang hiện</translation>
    </message>
    <message>
        <source>Show suggestions with status</source>
        <translation>Hiện đề xuất có trạng thái</translation>
    </message>
    <message>
        <source>All</source>
        <translation>Tất cả</translation>
    </message>
    <message>
        <source>Approve</source>
        <translation>Duyệt</translation>
    </message>
    <message>
        <source>Approve the selected suggestion</source>
        <translation>Duyệt đề xuất đã chọn</translation>
    </message>
    <message>
        <source>Approve it; an automatic suggestion is applied to its agent at once</source>
        <translation>Duyệt nó; đề xuất tự động được áp dụng ngay cho tác tử của nó</translation>
    </message>
    <message>
        <source>Reject</source>
        <translation>Từ chối</translation>
    </message>
    <message>
        <source>Reject the selected suggestion</source>
        <translation>Từ chối đề xuất đã chọn</translation>
    </message>
    <message>
        <source>Reject it; it will not be suggested again</source>
        <translation>Từ chối nó; nó sẽ không được đề xuất lại</translation>
    </message>
    <message>
        <source>Loading the evolution page</source>
        <translation>Tải trang tiến hóa</translation>
    </message>
    <message>
        <source>a deleted agent</source>
        <translation>một tác tử đã bị xóa</translation>
    </message>
    <message numerus="yes">
        <source>%n suggestion(s) shown, {pending} waiting for review.</source>
        <translation>
            <numerusform>Đang hiện %n đề xuất, {pending} đang chờ duyệt.</numerusform>
        </translation>
    </message>
    <message>
        <source>No suggestions to show. “Make suggestions now” looks at the metrics for any.</source>
        <translation>Không có đề xuất nào. “Đưa ra đề xuất ngay” sẽ xem xét số liệu để tìm.</translation>
    </message>
    <message>
        <source>{what} failed; see the status bar.</source>
        <translation>{what} thất bại; xem thanh trạng thái.</translation>
    </message>
    <message>
        <source>No new suggestions: nothing in the metrics calls for one.</source>
        <translation>Không có đề xuất mới: số liệu không cho thấy cần đề xuất nào.</translation>
    </message>
    <message numerus="yes">
        <source>%n new suggestion(s).</source>
        <translation>
            <numerusform>%n đề xuất mới.</numerusform>
        </translation>
    </message>
    <message>
        <source>Making suggestions</source>
        <translation>Đưa ra đề xuất</translation>
    </message>
    <message>
        <source>Approving the suggestion</source>
        <translation>Duyệt đề xuất</translation>
    </message>
    <message>
        <source>Rejecting the suggestion</source>
        <translation>Từ chối đề xuất</translation>
    </message>
    <message>
        <source>Suggestion {status}: {suggestion}</source>
        <translation>Đề xuất {status}: {suggestion}</translation>
    </message>
</context>
<context>
    <name>EvolutionWords</name>
    <message>
        <source>Pending</source>
        <translation>Đang chờ</translation>
    </message>
    <message>
        <source>Approved</source>
        <translation>Đã duyệt</translation>
    </message>
    <message>
        <source>Rejected</source>
        <translation>Đã từ chối</translation>
    </message>
    <message>
        <source>Applied</source>
        <translation>Đã áp dụng</translation>
    </message>
    <message>
        <source>Tool</source>
        <translation>Công cụ</translation>
    </message>
    <message numerus="yes">
        <source>%Ln call(s)</source>
        <translation>
            <numerusform>%Ln lần gọi</numerusform>
        </translation>
    </message>
    <message>
        <source>{percent}% succeeded</source>
        <translation>{percent}% thành công</translation>
    </message>
    <message>
        <source>{ms} ms on average</source>
        <translation>trung bình {ms} ms</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>Bộ nhớ</translation>
    </message>
    <message numerus="yes">
        <source>%Ln search(es)</source>
        <translation>
            <numerusform>%Ln lần tìm</numerusform>
        </translation>
    </message>
    <message>
        <source>{percent}% used</source>
        <translation>{percent}% được dùng</translation>
    </message>
    <message>
        <source>relevance {score}</source>
        <translation>độ liên quan {score}</translation>
    </message>
    <message>
        <source>Feedback</source>
        <translation>Phản hồi</translation>
    </message>
    <message>
        <source>Helpful / not helpful</source>
        <translation>Hữu ích / không hữu ích</translation>
    </message>
    <message numerus="yes">
        <source>%Ln rating(s)</source>
        <translation>
            <numerusform>%Ln lượt đánh giá</numerusform>
        </translation>
    </message>
    <message>
        <source>{percent}% helpful</source>
        <translation>{percent}% hữu ích</translation>
    </message>
    <message>
        <source>{up} helpful, {down} not</source>
        <translation>{up} hữu ích, {down} không</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Mô hình</translation>
    </message>
    <message>
        <source>{model} on {server}</source>
        <translation>{model} trên {server}</translation>
    </message>
    <message numerus="yes">
        <source>%Ln answer(s)</source>
        <translation>
            <numerusform>%Ln câu trả lời</numerusform>
        </translation>
    </message>
    <message>
        <source>{percent}% of answers</source>
        <translation>{percent}% câu trả lời</translation>
    </message>
    <message>
        <source>Nothing measured yet</source>
        <translation>Chưa đo được gì</translation>
    </message>
    <message>
        <source>Why: {rationale}</source>
        <translation>Lý do: {rationale}</translation>
    </message>
    <message>
        <source>Status: {status}</source>
        <translation>Trạng thái: {status}</translation>
    </message>
    <message>
        <source>Reviewed by {who} at {when}</source>
        <translation>Được {who} xem xét lúc {when}</translation>
    </message>
    <message>
        <source>What applying changed:</source>
        <translation>Những gì việc áp dụng đã thay đổi:</translation>
    </message>
    <message>
        <source>Advice only: nothing was changed automatically.</source>
        <translation>Chỉ là lời khuyên: không có gì được tự động thay đổi.</translation>
    </message>
    <message>
        <source>nothing set</source>
        <translation>chưa đặt gì</translation>
    </message>
</context>
<context>
    <name>FilesTab</name>
    <message>
        <source>Files status</source>
        <translation>Trạng thái tệp</translation>
    </message>
    <message>
        <source>&amp;Put it back</source>
        <translation>Đặt lạ&amp;i</translation>
    </message>
    <message>
        <source>Put the removed file back</source>
        <translation>Đặt lại tệp đã xóa</translation>
    </message>
    <message>
        <source>Revert fil&amp;e</source>
        <translation>Hoàn ngu&amp;yên tệp</translation>
    </message>
    <message>
        <source>Forget the file&apos;s changes</source>
        <translation>Bỏ các thay đổi của tệp</translation>
    </message>
    <message>
        <source>S&amp;ave file</source>
        <translation>Lưu &amp;tệp</translation>
    </message>
    <message>
        <source>Save this file</source>
        <translation>Lưu tệp này</translation>
    </message>
    <message>
        <source>Agent files, in prompt order</source>
        <translation>Các tệp của tác tử, theo thứ tự trong lời nhắc</translation>
    </message>
    <message>
        <source>New file name</source>
        <translation>Tên tệp mới</translation>
    </message>
    <message>
        <source>NOTES.md</source>
        <translation>NOTES.md</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Thêm</translation>
    </message>
    <message>
        <source>Add a file with this name</source>
        <translation>Thêm một tệp với tên này</translation>
    </message>
    <message>
        <source>Rem&amp;ove file</source>
        <translation>Xó&amp;a tệp</translation>
    </message>
    <message>
        <source>Remove the selected file</source>
        <translation>Xóa tệp đã chọn</translation>
    </message>
    <message>
        <source>File text (Markdown)</source>
        <translation>Nội dung tệp (Markdown)</translation>
    </message>
    <message>
        <source>Preview</source>
        <translation>Xem trước</translation>
    </message>
    <message>
        <source>The file, rendered.</source>
        <translation>Tệp, đã hiển thị.</translation>
    </message>
    <message>
        <source>Save the agent first; then give it files such as SOUL.md here.</source>
        <translation>Hãy lưu tác tử trước; rồi thêm tệp cho nó, như SOUL.md, ở đây.</translation>
    </message>
    <message>
        <source>Loading the agent&apos;s files</source>
        <translation>Tải các tệp của tác tử</translation>
    </message>
    <message>
        <source>These files go into the agent&apos;s system prompt in this order: SOUL.md, IDENTITY.md, AGENTS.md, TOOLS.md, USER.md, then the others by name. Together they may take %1 characters (set by the context window).</source>
        <translation>Các tệp này được đưa vào lời nhắc hệ thống của tác tử theo thứ tự: SOUL.md, IDENTITY.md, AGENTS.md, TOOLS.md, USER.md, rồi các tệp khác theo tên. Tổng cộng chúng có thể chiếm %1 ký tự (tùy theo cửa sổ ngữ cảnh).</translation>
    </message>
    <message>
        <source>%1 (empty)</source>
        <translation>%1 (trống)</translation>
    </message>
    <message>
        <source>· yours</source>
        <translation>· của bạn</translation>
    </message>
    <message>
        <source>⚠ left out</source>
        <translation>⚠ bị bỏ qua</translation>
    </message>
    <message>
        <source>⚠ cut</source>
        <translation>⚠ bị cắt</translation>
    </message>
    <message>
        <source>Save or revert %1 first.</source>
        <translation>Hãy lưu hoặc hoàn nguyên %1 trước.</translation>
    </message>
    <message>
        <source>%1 is empty: write it and press Save file.</source>
        <translation>%1 đang trống: hãy viết nội dung rồi nhấn Lưu tệp.</translation>
    </message>
    <message>
        <source>Your own copy of %1 for this agent; it overrides the agent&apos;s file.</source>
        <translation>Bản %1 riêng của bạn cho tác tử này; nó thay thế tệp của tác tử.</translation>
    </message>
    <message>
        <source>Your own file for this agent.</source>
        <translation>Tệp riêng của bạn cho tác tử này.</translation>
    </message>
    <message>
        <source>The agent&apos;s %1.</source>
        <translation>%1 của tác tử.</translation>
    </message>
    <message>
        <source>⚠ %1 is left out of the prompt: the files before it fill the budget. Shorten them, or raise the context window.</source>
        <translation>⚠ %1 bị bỏ khỏi lời nhắc: các tệp trước nó đã dùng hết hạn mức. Hãy rút ngắn chúng, hoặc tăng cửa sổ ngữ cảnh.</translation>
    </message>
    <message>
        <source>⚠ %1 is cut: the model sees only the first %2 of its %3 characters. Shorten it, or raise the context window.</source>
        <translation>⚠ %1 bị cắt: mô hình chỉ thấy %2 ký tự đầu trong tổng số %3. Hãy rút ngắn nó, hoặc tăng cửa sổ ngữ cảnh.</translation>
    </message>
    <message>
        <source>Write %1, then press Save file.</source>
        <translation>Hãy viết %1, rồi nhấn Lưu tệp.</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>Đã lưu %1.</translation>
    </message>
    <message>
        <source>Saving %1</source>
        <translation>Lưu %1</translation>
    </message>
    <message>
        <source>Removing %1</source>
        <translation>Xóa %1</translation>
    </message>
    <message>
        <source>Removed %1.</source>
        <translation>Đã xóa %1.</translation>
    </message>
    <message>
        <source>Put %1 back.</source>
        <translation>Đã đặt lại %1.</translation>
    </message>
    <message>
        <source>Putting %1 back</source>
        <translation>Đặt lại %1</translation>
    </message>
</context>
<context>
    <name>FilterMenu</name>
    <message>
        <source>Filter</source>
        <translation>Lọc</translation>
    </message>
    <message>
        <source>Leave out entity types, relation types or low-confidence entities and relations</source>
        <translation>Bỏ qua một số loại thực thể, loại quan hệ hoặc các thực thể và quan hệ có độ tin cậy thấp</translation>
    </message>
    <message>
        <source>Filter ●</source>
        <translation>Lọc ●</translation>
    </message>
    <message>
        <source>Entity types</source>
        <translation>Loại thực thể</translation>
    </message>
    <message>
        <source>Relation types</source>
        <translation>Loại quan hệ</translation>
    </message>
    <message>
        <source>Confidence at least</source>
        <translation>Độ tin cậy tối thiểu</translation>
    </message>
    <message>
        <source>Show everything</source>
        <translation>Hiện tất cả</translation>
    </message>
</context>
<context>
    <name>FirstRunView</name>
    <message>
        <source>Connect a model server</source>
        <translation>Kết nối máy chủ mô hình</translation>
    </message>
    <message>
        <source>GoClaw Lite chats through a model server. It looks for one running on this computer (Ollama, LM Studio or llama.cpp); you can also enter the address of any OpenAI-compatible server.</source>
        <translation>GoClaw Lite trò chuyện qua một máy chủ mô hình. Ứng dụng tìm máy chủ đang chạy trên máy tính này (Ollama, LM Studio hoặc llama.cpp); bạn cũng có thể nhập địa chỉ của bất kỳ máy chủ nào tương thích OpenAI.</translation>
    </message>
    <message>
        <source>Looking for servers on this computer…</source>
        <translation>Đang tìm máy chủ trên máy tính này…</translation>
    </message>
    <message>
        <source>Servers found on this computer</source>
        <translation>Máy chủ tìm thấy trên máy tính này</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Mô hình</translation>
    </message>
    <message>
        <source>Model name</source>
        <translation>Tên mô hình</translation>
    </message>
    <message>
        <source>Model:</source>
        <translation>Mô hình:</translation>
    </message>
    <message>
        <source>Look again</source>
        <translation>Tìm lại</translation>
    </message>
    <message>
        <source>Look for servers again</source>
        <translation>Tìm lại máy chủ</translation>
    </message>
    <message>
        <source>Start chatting</source>
        <translation>Bắt đầu trò chuyện</translation>
    </message>
    <message>
        <source>Or enter a server address</source>
        <translation>Hoặc nhập địa chỉ máy chủ</translation>
    </message>
    <message>
        <source>Server address</source>
        <translation>Địa chỉ máy chủ</translation>
    </message>
    <message>
        <source>API key</source>
        <translation>Khóa API</translation>
    </message>
    <message>
        <source>only if the server asks for one</source>
        <translation>chỉ khi máy chủ yêu cầu</translation>
    </message>
    <message>
        <source>Test</source>
        <translation>Kiểm tra</translation>
    </message>
    <message>
        <source>Test the address</source>
        <translation>Kiểm tra địa chỉ</translation>
    </message>
    <message>
        <source>Address:</source>
        <translation>Địa chỉ:</translation>
    </message>
    <message>
        <source>API key:</source>
        <translation>Khóa API:</translation>
    </message>
    <message>
        <source>No server? The built-in model (SmolLM2, 135M parameters) runs on this computer with no download and no network: small and quick, best for trying things out.</source>
        <translation>Không có máy chủ? Mô hình tích hợp (SmolLM2, 135 triệu tham số) chạy trên máy tính này, không cần tải về và không cần mạng: nhỏ và nhanh, hợp nhất để dùng thử.</translation>
    </message>
    <message>
        <source>Use the built-in model (offline)</source>
        <translation>Dùng mô hình tích hợp (ngoại tuyến)</translation>
    </message>
    <message>
        <source>Starting the built-in model… (a few seconds)</source>
        <translation>Đang khởi động mô hình tích hợp… (vài giây)</translation>
    </message>
    <message>
        <source>Starting the built-in model</source>
        <translation>Khởi động mô hình tích hợp</translation>
    </message>
    <message>
        <source>Looking for servers</source>
        <translation>Tìm máy chủ</translation>
    </message>
    <message numerus="yes">
        <source>Found %n server(s). Pick one and a model.</source>
        <translation>
            <numerusform>Tìm thấy %n máy chủ. Hãy chọn một máy chủ và một mô hình.</numerusform>
        </translation>
    </message>
    <message>
        <source>No server answered on this computer ({ports}). Start one, or enter an address below.</source>
        <translation>Không máy chủ nào trả lời trên máy tính này ({ports}). Hãy khởi động một máy chủ, hoặc nhập địa chỉ bên dưới.</translation>
    </message>
    <message>
        <source>Enter the address of the server first, for example http://127.0.0.1:11434/v1.</source>
        <translation>Hãy nhập địa chỉ máy chủ trước, ví dụ http://127.0.0.1:11434/v1.</translation>
    </message>
    <message>
        <source>Testing the address</source>
        <translation>Kiểm tra địa chỉ</translation>
    </message>
    <message numerus="yes">
        <source>{server} answers with %Ln model(s).</source>
        <translation>
            <numerusform>{server} trả lời với %Ln mô hình.</numerusform>
        </translation>
    </message>
    <message>
        <source>Pick a server that answered, or test an address first.</source>
        <translation>Hãy chọn một máy chủ đã trả lời, hoặc kiểm tra một địa chỉ trước.</translation>
    </message>
    <message>
        <source>Pick the model to chat with.</source>
        <translation>Hãy chọn mô hình để trò chuyện.</translation>
    </message>
    <message>
        <source>Setting up the server</source>
        <translation>Thiết lập máy chủ</translation>
    </message>
</context>
<context>
    <name>GrantDialog</name>
    <message>
        <source>Let an agent use {server}</source>
        <translation>Cho một tác tử dùng {server}</translation>
    </message>
    <message>
        <source>Tools of {server} for {agent}</source>
        <translation>Công cụ của {server} cho {agent}</translation>
    </message>
    <message>
        <source>Agent</source>
        <translation>Tác tử</translation>
    </message>
    <message>
        <source>&amp;Agent</source>
        <translation>&amp;Tác tử</translation>
    </message>
    <message>
        <source>How its tools start</source>
        <translation>Cách các công cụ của nó bắt đầu</translation>
    </message>
    <message>
        <source>Ask before each tool&apos;s first use</source>
        <translation>Hỏi trước lần dùng đầu tiên của mỗi công cụ</translation>
    </message>
    <message>
        <source>Allow without asking</source>
        <translation>Cho phép không cần hỏi</translation>
    </message>
    <message>
        <source>Refuse until allowed one by one</source>
        <translation>Từ chối cho đến khi được cho phép từng cái</translation>
    </message>
    <message>
        <source>Timeout per call for this agent</source>
        <translation>Thời gian chờ mỗi lệnh gọi cho tác tử này</translation>
    </message>
    <message>
        <source> s</source>
        <translation> giây</translation>
    </message>
    <message>
        <source>the server&apos;s ({timeout_sec} s)</source>
        <translation>của máy chủ ({timeout_sec} giây)</translation>
    </message>
    <message>
        <source>Tools &amp;start</source>
        <translation>Công cụ &amp;bắt đầu</translation>
    </message>
    <message>
        <source>T&amp;imeout per call</source>
        <translation>Thời gia&amp;n chờ mỗi lệnh gọi</translation>
    </message>
    <message>
        <source>Starting {label} to list its tools…</source>
        <translation>Đang khởi động {label} để liệt kê công cụ…</translation>
    </message>
    <message>
        <source>Tools the agent may use</source>
        <translation>Công cụ tác tử được dùng</translation>
    </message>
    <message>
        <source>Tools the server adds later are allowed too</source>
        <translation>Các công cụ máy chủ thêm sau cũng được cho phép</translation>
    </message>
    <message>
        <source>&amp;Tools the agent may use (each asks before its first use)</source>
        <translation>&amp;Công cụ tác tử được dùng (mỗi cái sẽ hỏi trước lần dùng đầu tiên)</translation>
    </message>
    <message>
        <source>Grant</source>
        <translation>Cấp quyền</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Lưu</translation>
    </message>
    <message>
        <source>There is no agent yet; create one first.</source>
        <translation>Chưa có tác tử nào; hãy tạo một tác tử trước.</translation>
    </message>
    <message>
        <source>Listing the tools of {label}</source>
        <translation>Liệt kê công cụ của {label}</translation>
    </message>
    <message numerus="yes">
        <source>%n tool(s)</source>
        <translation>
            <numerusform>%n công cụ</numerusform>
        </translation>
    </message>
    <message>
        <source>; {count} left out (see Test)</source>
        <translation>; {count} bị loại (xem Kiểm tra)</translation>
    </message>
    <message>
        <source>Listing its tools</source>
        <translation>Liệt kê công cụ của nó</translation>
    </message>
    <message>
        <source>The grant covers all its tools.</source>
        <translation>Quyền được cấp bao gồm mọi công cụ của nó.</translation>
    </message>
    <message>
        <source>Tick at least one tool, or let the server&apos;s later tools in.</source>
        <translation>Hãy đánh dấu ít nhất một công cụ, hoặc cho phép các công cụ máy chủ thêm sau.</translation>
    </message>
    <message>
        <source>Granting the server</source>
        <translation>Cấp quyền máy chủ</translation>
    </message>
</context>
<context>
    <name>GraphPanel</name>
    <message>
        <source>Graph status</source>
        <translation>Trạng thái đồ thị</translation>
    </message>
    <message>
        <source>Show more</source>
        <translation>Hiện thêm</translation>
    </message>
    <message>
        <source>Show more entities</source>
        <translation>Hiện thêm thực thể</translation>
    </message>
    <message>
        <source>Open the nearest cluster: draw up to {count} of its entities (or click a cluster)</source>
        <translation>Mở cụm gần nhất: vẽ tối đa {count} thực thể của cụm (hoặc bấm vào một cụm)</translation>
    </message>
    <message>
        <source>Select an entity to see its neighbourhood.</source>
        <translation>Chọn một thực thể để xem vùng lân cận của nó.</translation>
    </message>
    <message>
        <source>Nothing to collapse: select a node you expanded.</source>
        <translation>Không có gì để thu gọn: hãy chọn một nút bạn đã mở rộng.</translation>
    </message>
    <message>
        <source>Opening the cluster</source>
        <translation>Đang mở cụm</translation>
    </message>
    <message>
        <source>The entity at the centre was deleted. Select another one.</source>
        <translation>Thực thể ở trung tâm đã bị xóa. Hãy chọn thực thể khác.</translation>
    </message>
    <message>
        <source>Loading the graph</source>
        <translation>Đang tải đồ thị</translation>
    </message>
    <message>
        <source>Expanding</source>
        <translation>Đang mở rộng</translation>
    </message>
    <message>
        <source>This entity</source>
        <translation>Thực thể này</translation>
    </message>
    <message>
        <source>{name} has no other neighbours to show.</source>
        <translation>{name} không còn thực thể lân cận nào khác để hiện.</translation>
    </message>
    <message>
        <source>Select exactly two entities (Ctrl+click) to find the path between them.</source>
        <translation>Chọn đúng hai thực thể (Ctrl+bấm) để tìm đường đi giữa chúng.</translation>
    </message>
    <message>
        <source>the first entity</source>
        <translation>thực thể thứ nhất</translation>
    </message>
    <message>
        <source>the second entity</source>
        <translation>thực thể thứ hai</translation>
    </message>
    <message>
        <source>Finding a path</source>
        <translation>Đang tìm đường đi</translation>
    </message>
    <message>
        <source>No chain of up to {most} relations links {first} and {second}.</source>
        <translation>Không có chuỗi tối đa {most} quan hệ nào nối {first} và {second}.</translation>
    </message>
    <message numerus="yes">
        <source>{first} and {last} are %n relation(s) apart.</source>
        <translation>
            <numerusform>{first} và {last} cách nhau %n quan hệ.</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} — depth {depth} as of {when}</source>
        <translation>{name} — độ sâu {depth} tại {when}</translation>
    </message>
    <message>
        <source>{name} — depth {depth}</source>
        <translation>{name} — độ sâu {depth}</translation>
    </message>
</context>
<context>
    <name>GraphTools</name>
    <message>
        <source>Graph tools</source>
        <translation>Công cụ đồ thị</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>Độ sâu</translation>
    </message>
    <message>
        <source>How many hops from the centre to show (1–{most})</source>
        <translation>Hiện bao nhiêu bước tính từ trung tâm (1–{most})</translation>
    </message>
    <message>
        <source>Entities per depth</source>
        <translation>Số thực thể theo độ sâu</translation>
    </message>
    <message>
        <source>Whole graph</source>
        <translation>Toàn đồ thị</translation>
    </message>
    <message>
        <source>Draw every entity (the best connected 10,000 of a bigger graph); double-click one to see its neighbourhood</source>
        <translation>Vẽ mọi thực thể (10.000 thực thể nhiều liên kết nhất nếu đồ thị lớn hơn); bấm đúp vào một thực thể để xem vùng lân cận</translation>
    </message>
    <message>
        <source>Expand</source>
        <translation>Mở rộng</translation>
    </message>
    <message>
        <source>Add the selected entity&apos;s neighbours (a few at a time)</source>
        <translation>Thêm các thực thể lân cận của thực thể đã chọn (mỗi lần vài thực thể)</translation>
    </message>
    <message>
        <source>Collapse</source>
        <translation>Thu gọn</translation>
    </message>
    <message>
        <source>Take away what the last Expand of the selected entity added</source>
        <translation>Bỏ những gì lần Mở rộng gần nhất của thực thể đã chọn đã thêm</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Lùi</translation>
    </message>
    <message>
        <source>The previous centre and depth</source>
        <translation>Trung tâm và độ sâu trước đó</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Tiến</translation>
    </message>
    <message>
        <source>The next centre and depth</source>
        <translation>Trung tâm và độ sâu kế tiếp</translation>
    </message>
    <message>
        <source>Pin</source>
        <translation>Ghim</translation>
    </message>
    <message>
        <source>Pin the selected entities where they are, or unpin them</source>
        <translation>Ghim các thực thể đã chọn tại chỗ, hoặc bỏ ghim</translation>
    </message>
    <message>
        <source>Path</source>
        <translation>Đường dẫn</translation>
    </message>
    <message>
        <source>Highlight the shortest path between two selected entities</source>
        <translation>Làm nổi bật đường đi ngắn nhất giữa hai thực thể đã chọn</translation>
    </message>
    <message>
        <source>Hide selected</source>
        <translation>Ẩn mục đã chọn</translation>
    </message>
    <message>
        <source>Hide the selected entities</source>
        <translation>Ẩn các thực thể đã chọn</translation>
    </message>
    <message>
        <source>Show only selected</source>
        <translation>Chỉ hiện mục đã chọn</translation>
    </message>
    <message>
        <source>Hide everything but the selected entities</source>
        <translation>Ẩn mọi thứ trừ các thực thể đã chọn</translation>
    </message>
    <message>
        <source>Show all</source>
        <translation>Hiện tất cả</translation>
    </message>
    <message>
        <source>Show hidden entities again</source>
        <translation>Hiện lại các thực thể đã ẩn</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>Hiện</translation>
    </message>
    <message>
        <source>Show or hide entities</source>
        <translation>Hiện hoặc ẩn thực thể</translation>
    </message>
    <message>
        <source>Re-layout</source>
        <translation>Sắp xếp lại</translation>
    </message>
    <message>
        <source>Lay the picture out again (pinned entities stay put)</source>
        <translation>Sắp xếp lại hình (các thực thể đã ghim giữ nguyên chỗ)</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>Vừa khung</translation>
    </message>
    <message>
        <source>Fit the picture into the view (0)</source>
        <translation>Thu phóng hình cho vừa khung nhìn (0)</translation>
    </message>
    <message>
        <source>PNG image…</source>
        <translation>Ảnh PNG…</translation>
    </message>
    <message>
        <source>SVG drawing…</source>
        <translation>Bản vẽ SVG…</translation>
    </message>
    <message>
        <source>Picture</source>
        <translation>Hình</translation>
    </message>
    <message>
        <source>Save the picture as PNG or SVG</source>
        <translation>Lưu hình dưới dạng PNG hoặc SVG</translation>
    </message>
    <message>
        <source>{tip} ({keys})</source>
        <translation>{tip} ({keys})</translation>
    </message>
</context>
<context>
    <name>GraphTransfer</name>
    <message>
        <source>Knowledge graph (*.json)</source>
        <translation>Đồ thị tri thức (*.json)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Mọi tệp (*)</translation>
    </message>
    <message>
        <source>Import a knowledge graph</source>
        <translation>Nhập một đồ thị tri thức</translation>
    </message>
    <message>
        <source>Export the knowledge graph</source>
        <translation>Xuất đồ thị tri thức</translation>
    </message>
    <message>
        <source>Imported {name}: {entities}, {relations}.</source>
        <translation>Đã nhập {name}: {entities}, {relations}.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln new entity(ies)</source>
        <translation>
            <numerusform>%Ln thực thể mới</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln new relation(s)</source>
        <translation>
            <numerusform>%Ln quan hệ mới</numerusform>
        </translation>
    </message>
    <message>
        <source>Importing {name}</source>
        <translation>Đang nhập {name}</translation>
    </message>
    <message>
        <source>Importing a knowledge graph</source>
        <translation>Đang nhập đồ thị tri thức</translation>
    </message>
    <message>
        <source>Import cancelled; the knowledge graph is unchanged.</source>
        <translation>Đã hủy nhập; đồ thị tri thức không thay đổi.</translation>
    </message>
    <message>
        <source>Exported {entities} and {relations} to {path}.</source>
        <translation>Đã xuất {entities} và {relations} vào {path}.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln entity(ies)</source>
        <translation>
            <numerusform>%Ln thực thể</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln relation(s)</source>
        <translation>
            <numerusform>%Ln quan hệ</numerusform>
        </translation>
    </message>
    <message>
        <source>Exporting the knowledge graph</source>
        <translation>Đang xuất đồ thị tri thức</translation>
    </message>
</context>
<context>
    <name>GraphView</name>
    <message>
        <source>Knowledge graph view</source>
        <translation>Khung xem đồ thị tri thức</translation>
    </message>
    <message numerus="yes">
        <source>%Ln entity(ies) and {relations} around {name}</source>
        <translation>
            <numerusform>%Ln thực thể và {relations} quanh {name}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln relation(s)</source>
        <translation>
            <numerusform>%Ln quan hệ</numerusform>
        </translation>
    </message>
    <message>
        <source>No graph shown</source>
        <translation>Không có đồ thị nào được hiển thị</translation>
    </message>
</context>
<context>
    <name>GraphWords</name>
    <message>
        <source>Show details of {name}</source>
        <translation>Xem chi tiết của {name}</translation>
    </message>
    <message>
        <source>Centre here</source>
        <translation>Đặt làm tâm</translation>
    </message>
    <message>
        <source>Expand neighbours</source>
        <translation>Mở rộng lân cận</translation>
    </message>
    <message>
        <source>Clear the path</source>
        <translation>Xóa đường đi</translation>
    </message>
    <message>
        <source>Pin</source>
        <translation>Ghim</translation>
    </message>
    <message>
        <source>Unpin</source>
        <translation>Bỏ ghim</translation>
    </message>
    <message>
        <source>Loading…</source>
        <translation>Đang tải…</translation>
    </message>
    <message>
        <source>Working…</source>
        <translation>Đang xử lý…</translation>
    </message>
    <message>
        <source>Entities at each depth from the centre</source>
        <translation>Số thực thể ở mỗi độ sâu tính từ tâm</translation>
    </message>
    <message>
        <source>There is no graph to export yet.</source>
        <translation>Chưa có đồ thị nào để xuất.</translation>
    </message>
    <message>
        <source>graph</source>
        <translation>do-thi</translation>
    </message>
    <message>
        <source>Saved the graph to {name}.</source>
        <translation>Đã lưu đồ thị vào {name}.</translation>
    </message>
    <message numerus="yes">
        <source>Show %n more neighbour(s)</source>
        <translation>
            <numerusform>Hiện thêm %n thực thể lân cận</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n entity(ies)</source>
        <translation>
            <numerusform>%n thực thể</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n relation(s)</source>
        <translation>
            <numerusform>%n quan hệ</numerusform>
        </translation>
    </message>
    <message>
        <source>depth {depth}</source>
        <translation>độ sâu {depth}</translation>
    </message>
    <message numerus="yes">
        <source>{count} more in %n cluster(s)</source>
        <translation>
            <numerusform>thêm {count} trong %n cụm</numerusform>
        </translation>
    </message>
    <message>
        <source>{count} hidden</source>
        <translation>{count} bị ẩn</translation>
    </message>
    <message>
        <source>{count} more within reach</source>
        <translation>còn {count} trong tầm với</translation>
    </message>
    <message>
        <source>{name} at depth {depth}
Click to draw them (a few dozen at a time)</source>
        <translation>{name} ở độ sâu {depth}
Nhấp để vẽ chúng (mỗi lần vài chục)</translation>
    </message>
    <message>
        <source>{name} ({type}), confidence {confidence}</source>
        <translation>{name} ({type}), độ tin cậy {confidence}</translation>
    </message>
    <message>
        <source>pinned</source>
        <translation>đã ghim</translation>
    </message>
    <message numerus="yes">
        <source>%Ln more neighbour(s)</source>
        <translation>
            <numerusform>thêm %Ln thực thể lân cận</numerusform>
        </translation>
    </message>
    <message>
        <source>Click for details, double-click to centre, drag to pin, click +N for more</source>
        <translation>Nhấp để xem chi tiết, nhấp đúp để đặt vào giữa, kéo để ghim, nhấp +N để xem thêm</translation>
    </message>
    <message>
        <source>Click for details, double-click to centre, drag to pin</source>
        <translation>Nhấp để xem chi tiết, nhấp đúp để đặt vào giữa, kéo để ghim</translation>
    </message>
    <message>
        <source>{source} → {relation} → {target} (confidence {confidence})</source>
        <translation>{source} → {relation} → {target} (độ tin cậy {confidence})</translation>
    </message>
</context>
<context>
    <name>HoldToRevealButton</name>
    <message>
        <source>Hold to show the value; it is hidden again when you let go</source>
        <translation>Giữ để hiện giá trị; nó sẽ ẩn lại khi bạn thả ra</translation>
    </message>
</context>
<context>
    <name>HomePage</name>
    <message>
        <source>Home</source>
        <translation>Trang chủ</translation>
    </message>
    <message>
        <source>Your chats, your agents and their model servers at a glance.</source>
        <translation>Các cuộc trò chuyện, tác tử và máy chủ mô hình của bạn trong nháy mắt.</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>Làm mới</translation>
    </message>
    <message>
        <source>Refresh the home page</source>
        <translation>Làm mới trang chủ</translation>
    </message>
    <message>
        <source>Read everything again and ask the servers once more</source>
        <translation>Đọc lại mọi thứ và hỏi lại các máy chủ</translation>
    </message>
    <message>
        <source>Recent conversations</source>
        <translation>Trò chuyện gần đây</translation>
    </message>
    <message>
        <source>New chat</source>
        <translation>Trò chuyện mới</translation>
    </message>
    <message>
        <source>Start a chat with the default agent</source>
        <translation>Bắt đầu trò chuyện với tác tử mặc định</translation>
    </message>
    <message>
        <source>Agents</source>
        <translation>Tác tử</translation>
    </message>
    <message>
        <source>Model servers on this computer</source>
        <translation>Máy chủ mô hình trên máy tính này</translation>
    </message>
    <message>
        <source>Loading…</source>
        <translation>Đang tải…</translation>
    </message>
    <message>
        <source>What is stored</source>
        <translation>Những gì đã lưu</translation>
    </message>
    <message>
        <source>Loading the home page</source>
        <translation>Tải trang chủ</translation>
    </message>
    <message>
        <source>Could not read the store; see the status bar.</source>
        <translation>Không đọc được nơi lưu trữ; xem thanh trạng thái.</translation>
    </message>
    <message>
        <source>{server} · port {port}</source>
        <translation>{server} · cổng {port}</translation>
    </message>
    <message>
        <source>running, {models}</source>
        <translation>đang chạy, {models}</translation>
    </message>
    <message>
        <source>not running</source>
        <translation>không chạy</translation>
    </message>
    <message>
        <source>No local model server was looked for.</source>
        <translation>Chưa tìm máy chủ mô hình cục bộ nào.</translation>
    </message>
    <message>
        <source>Untitled chat</source>
        <translation>Trò chuyện chưa đặt tên</translation>
    </message>
    <message>
        <source>No conversations yet: start one with New chat.</source>
        <translation>Chưa có cuộc trò chuyện nào: bắt đầu bằng nút Trò chuyện mới.</translation>
    </message>
    <message>
        <source>{agent} (default)</source>
        <translation>{agent} (mặc định)</translation>
    </message>
    <message>
        <source>server “{server}” is not set up</source>
        <translation>máy chủ “{server}” chưa được thiết lập</translation>
    </message>
    <message>
        <source>asking the server…</source>
        <translation>đang hỏi máy chủ…</translation>
    </message>
    <message>
        <source>✓ server answers ({detail})</source>
        <translation>✓ máy chủ phản hồi ({detail})</translation>
    </message>
    <message>
        <source>✗ server does not answer; replies through {fallback}</source>
        <translation>✗ máy chủ không trả lời; trả lời qua {fallback}</translation>
    </message>
    <message>
        <source>✗ server does not answer</source>
        <translation>✗ máy chủ không phản hồi</translation>
    </message>
    <message>
        <source>{model} on {server} · {state}</source>
        <translation>{model} trên {server} · {state}</translation>
    </message>
    <message>
        <source>No agent yet.</source>
        <translation>Chưa có tác tử.</translation>
    </message>
    <message>
        <source>{server} is running on this computer: connect it and make an agent to chat with.</source>
        <translation>{server} đang chạy trên máy tính này: hãy kết nối và tạo một tác tử để trò chuyện.</translation>
    </message>
    <message>
        <source>Connect a model server (Ollama, LM Studio, llama.cpp or a cloud service) and make an agent to chat with.</source>
        <translation>Kết nối một máy chủ mô hình (Ollama, LM Studio, llama.cpp hoặc dịch vụ đám mây) và tạo một tác tử để trò chuyện.</translation>
    </message>
    <message>
        <source>Set up a model</source>
        <translation>Thiết lập mô hình</translation>
    </message>
    <message>
        <source>Set up…</source>
        <translation>Thiết lập…</translation>
    </message>
    <message>
        <source>{server} does not answer</source>
        <translation>{server} không phản hồi</translation>
    </message>
    <message>
        <source>{agents} cannot reply until it answers. </source>
        <translation>{agents} không thể trả lời cho đến khi máy chủ phản hồi. </translation>
    </message>
    <message>
        <source>{agent} replies through its fallback {fallback} until it answers. </source>
        <translation>{agent} trả lời qua máy chủ dự phòng {fallback} cho đến khi máy chủ phản hồi. </translation>
    </message>
    <message>
        <source>Agents fall back to it when their own server does not answer. </source>
        <translation>Các tác tử chuyển sang máy chủ này khi máy chủ của chúng không phản hồi. </translation>
    </message>
    <message>
        <source>{detail}. </source>
        <translation>{detail}. </translation>
    </message>
    <message>
        <source>Start the server, or change its address in Settings.</source>
        <translation>Hãy khởi động máy chủ, hoặc đổi địa chỉ của nó trong Cài đặt.</translation>
    </message>
    <message>
        <source>Open Settings</source>
        <translation>Mở Cài đặt</translation>
    </message>
    <message>
        <source>“{server}” is not set up</source>
        <translation>“{server}” chưa được thiết lập</translation>
    </message>
    <message>
        <source>An agent uses a model server that is not in Settings. Add it, or pick another server.</source>
        <translation>Một tác tử dùng máy chủ mô hình không có trong Cài đặt. Hãy thêm nó, hoặc chọn máy chủ khác.</translation>
    </message>
    <message>
        <source>Opening the first page</source>
        <translation>Mở trang đầu tiên</translation>
    </message>
</context>
<context>
    <name>HomeWords</name>
    <message numerus="yes">
        <source>%Ln model(s)</source>
        <translation>
            <numerusform>%Ln mô hình</numerusform>
        </translation>
    </message>
    <message>
        <source>not set up</source>
        <translation>chưa được thiết lập</translation>
    </message>
    <message>
        <source>turned off in Settings</source>
        <translation>đã tắt trong Cài đặt</translation>
    </message>
    <message numerus="yes">
        <source>%Ln message(s)</source>
        <translation>
            <numerusform>%Ln tin nhắn</numerusform>
        </translation>
    </message>
    <message>
        <source>It is the {kind} server at {address}. </source>
        <translation>Đó là máy chủ {kind} tại {address}. </translation>
    </message>
    <message>
        <source>It is the {kind} server. </source>
        <translation>Đó là máy chủ {kind}. </translation>
    </message>
    <message>
        <source>It is the server at {address}. </source>
        <translation>Đó là máy chủ tại {address}. </translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>Bộ nhớ</translation>
    </message>
    <message>
        <source>Knowledge graph</source>
        <translation>Đồ thị tri thức</translation>
    </message>
    <message>
        <source>{entities}, {relations}</source>
        <translation>{entities}, {relations}</translation>
    </message>
    <message>
        <source>Vault</source>
        <translation>Kho ghi chú</translation>
    </message>
    <message>
        <source>Credentials</source>
        <translation>Thông tin xác thực</translation>
    </message>
    <message numerus="yes">
        <source>%Ln summary(-ies)</source>
        <translation>
            <numerusform>%Ln bản tóm tắt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln entity(-ies)</source>
        <translation>
            <numerusform>%Ln thực thể</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln relation(s)</source>
        <translation>
            <numerusform>%Ln quan hệ</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln document(s)</source>
        <translation>
            <numerusform>%Ln tài liệu</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln tool(s)</source>
        <translation>
            <numerusform>%Ln công cụ</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HookDialog</name>
    <message>
        <source>Run a command</source>
        <translation>Chạy một lệnh</translation>
    </message>
    <message>
        <source>Built-in: write a log line</source>
        <translation>Tích hợp: ghi một dòng nhật ký</translation>
    </message>
    <message>
        <source>Built-in: block</source>
        <translation>Tích hợp: chặn</translation>
    </message>
    <message>
        <source>Edit hook {hook}</source>
        <translation>Sửa hook {hook}</translation>
    </message>
    <message>
        <source>Add a hook</source>
        <translation>Thêm một hook</translation>
    </message>
    <message>
        <source>Hook name</source>
        <translation>Tên hook</translation>
    </message>
    <message>
        <source>optional, shown in the list</source>
        <translation>không bắt buộc, hiện trong danh sách</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Sự kiện</translation>
    </message>
    <message>
        <source>Matcher</source>
        <translation>Bộ lọc</translation>
    </message>
    <message>
        <source>Handler</source>
        <translation>Bộ xử lý</translation>
    </message>
    <message>
        <source>Command arguments, one per line</source>
        <translation>Tham số lệnh, mỗi dòng một tham số</translation>
    </message>
    <message>
        <source>notify-send
Hook ran</source>
        <translation>notify-send
Hook đã chạy</translation>
    </message>
    <message>
        <source>The program first, then each argument on its own line. No shell is used: quotes, pipes and $VARIABLES are passed as typed.</source>
        <translation>Chương trình trước, rồi mỗi tham số một dòng. Không dùng shell: dấu ngoặc kép, ống dẫn và $BIẾN được truyền y như đã gõ.</translation>
    </message>
    <message>
        <source>Block reason</source>
        <translation>Lý do chặn</translation>
    </message>
    <message>
        <source>blocked by a hook</source>
        <translation>bị một hook chặn</translation>
    </message>
    <message>
        <source>Timeout in seconds</source>
        <translation>Thời gian chờ tính bằng giây</translation>
    </message>
    <message>
        <source> s</source>
        <translation> giây</translation>
    </message>
    <message>
        <source>When it runs past the timeout</source>
        <translation>Khi nó chạy quá thời gian chờ</translation>
    </message>
    <message>
        <source>Any other exit code</source>
        <translation>Mã thoát khác</translation>
    </message>
    <message>
        <source>Agents to attach</source>
        <translation>Các tác tử gắn kèm</translation>
    </message>
    <message>
        <source>None ticked: the hook runs for every agent</source>
        <translation>Không đánh dấu: hook chạy cho mọi tác tử</translation>
    </message>
    <message>
        <source>Co&amp;mmand</source>
        <translation>&amp;Lệnh</translation>
    </message>
    <message>
        <source>&amp;Reason</source>
        <translation>&amp;Lý do</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation>&amp;Tên</translation>
    </message>
    <message>
        <source>&amp;Event</source>
        <translation>&amp;Sự kiện</translation>
    </message>
    <message>
        <source>Ma&amp;tcher</source>
        <translation>&amp;Bộ lọc</translation>
    </message>
    <message>
        <source>&amp;Handler</source>
        <translation>Bộ &amp;xử lý</translation>
    </message>
    <message>
        <source>T&amp;imeout</source>
        <translation>T&amp;hời gian chờ</translation>
    </message>
    <message>
        <source>&amp;Agents</source>
        <translation>Tá&amp;c tử</translation>
    </message>
    <message>
        <source>One argument per line, program first. It gets the event as JSON on stdin.</source>
        <translation>Mỗi dòng một tham số, chương trình trước. Nó nhận sự kiện dưới dạng JSON qua stdin.</translation>
    </message>
    <message>
        <source>Tick none to run it for every agent.</source>
        <translation>Không đánh dấu gì để chạy cho mọi tác tử.</translation>
    </message>
    <message>
        <source>No agents yet: it runs for every agent.</source>
        <translation>Chưa có tác tử: nó chạy cho mọi tác tử.</translation>
    </message>
    <message>
        <source>Why the hook was not saved</source>
        <translation>Lý do hook chưa được lưu</translation>
    </message>
    <message>
        <source>Save hook</source>
        <translation>Lưu hook</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Hủy</translation>
    </message>
    <message>
        <source>When the command ends</source>
        <translation>Khi lệnh kết thúc</translation>
    </message>
    <message>
        <source> (what it printed is the reason)</source>
        <translation> (nội dung nó in ra là lý do)</translation>
    </message>
    <message>
        <source>Exit code {code}:</source>
        <translation>Mã thoát {code}:</translation>
    </message>
    <message>
        <source>Any other e&amp;xit code:</source>
        <translation>Mã thoát &amp;khác:</translation>
    </message>
    <message>
        <source>Still running at the time&amp;out:</source>
        <translation>Vẫn chạy khi hết thời &amp;gian chờ:</translation>
    </message>
    <message>
        <source>tool names, &apos;|&apos;-separated, e.g. exec|kg_*  (empty: every tool)</source>
        <translation>tên công cụ, phân tách bằng &apos;|&apos;, ví dụ exec|kg_*  (để trống: mọi công cụ)</translation>
    </message>
    <message>
        <source>agent keys, &apos;|&apos;-separated  (empty: every agent)</source>
        <translation>khóa tác tử, phân tách bằng &apos;|&apos;  (để trống: mọi tác tử)</translation>
    </message>
    <message>
        <source>Saving the hook</source>
        <translation>Lưu hook</translation>
    </message>
</context>
<context>
    <name>HookWords</name>
    <message>
        <source>before the agent starts an answer</source>
        <translation>trước khi tác tử bắt đầu trả lời</translation>
    </message>
    <message>
        <source>after the agent finished an answer</source>
        <translation>sau khi tác tử trả lời xong</translation>
    </message>
    <message>
        <source>before a tool runs</source>
        <translation>trước khi một công cụ chạy</translation>
    </message>
    <message>
        <source>after a tool ran</source>
        <translation>sau khi một công cụ đã chạy</translation>
    </message>
    <message>
        <source>Allowed</source>
        <translation>Cho phép</translation>
    </message>
    <message>
        <source>Blocked</source>
        <translation>Đã chặn</translation>
    </message>
    <message>
        <source>Failed (allowed)</source>
        <translation>Lỗi (vẫn cho phép)</translation>
    </message>
    <message>
        <source>Timed out</source>
        <translation>Hết thời gian chờ</translation>
    </message>
    <message>
        <source>Allow the action</source>
        <translation>Cho phép hành động</translation>
    </message>
    <message>
        <source>Block the action</source>
        <translation>Chặn hành động</translation>
    </message>
    <message>
        <source>Blocking stops the answer or the tool call; an allowed error is still recorded.</source>
        <translation>Việc chặn sẽ dừng câu trả lời hoặc lệnh gọi công cụ; một lỗi được cho phép vẫn được ghi lại.</translation>
    </message>
    <message>
        <source>This event comes after the fact: a block is recorded but cannot undo anything.</source>
        <translation>Sự kiện này xảy ra sau khi việc đã xong: việc chặn được ghi lại nhưng không hoàn tác được gì.</translation>
    </message>
    <message>
        <source>blocks</source>
        <translation>chặn</translation>
    </message>
    <message>
        <source>allows</source>
        <translation>cho phép</translation>
    </message>
    <message>
        <source>Exit code 0 allows · exit code 2 blocks · any other exit code {on_error} · past the timeout it {on_timeout}</source>
        <translation>Mã thoát 0 cho phép · mã thoát 2 chặn · mã thoát khác thì {on_error} · quá thời gian chờ thì {on_timeout}</translation>
    </message>
</context>
<context>
    <name>HooksPageWidget</name>
    <message>
        <source>Programs that run before and after an agent&apos;s answers and tool calls, and may block them. A command&apos;s exit code decides: 0 allows, 2 blocks. A failing hook never breaks a chat.</source>
        <translation>Các chương trình chạy trước và sau câu trả lời và lệnh gọi công cụ của tác tử, và có thể chặn chúng. Mã thoát của lệnh quyết định: 0 cho phép, 2 chặn. Một hook bị lỗi không bao giờ làm hỏng cuộc trò chuyện.</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Tên</translation>
    </message>
    <message>
        <source>When</source>
        <translation>Khi nào</translation>
    </message>
    <message>
        <source>Tools</source>
        <translation>Công cụ</translation>
    </message>
    <message>
        <source>Does</source>
        <translation>Làm gì</translation>
    </message>
    <message>
        <source>Agents</source>
        <translation>Tác tử</translation>
    </message>
    <message>
        <source>On</source>
        <translation>Bật</translation>
    </message>
    <message>
        <source>Last run</source>
        <translation>Lần chạy cuối</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Thời gian</translation>
    </message>
    <message>
        <source>Decision</source>
        <translation>Quyết định</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>ms</translation>
    </message>
    <message>
        <source>Error / output</source>
        <translation>Lỗi / đầu ra</translation>
    </message>
    <message>
        <source>Writes a log line</source>
        <translation>Ghi một dòng nhật ký</translation>
    </message>
    <message>
        <source>Blocks</source>
        <translation>Chặn</translation>
    </message>
    <message>
        <source>Built-in: {builtin}</source>
        <translation>Tích hợp: {builtin}</translation>
    </message>
    <message>
        <source>Never</source>
        <translation>Chưa bao giờ</translation>
    </message>
    <message>
        <source>{decision} · {ms} ms · {when}</source>
        <translation>{decision} · {ms} ms · {when}</translation>
    </message>
    <message>
        <source>Hooks</source>
        <translation>Hook</translation>
    </message>
    <message>
        <source>Test result or selected run</source>
        <translation>Kết quả kiểm tra hoặc lượt chạy đã chọn</translation>
    </message>
    <message>
        <source>Test a hook, or select one of its runs, to see what it was sent and what it said.</source>
        <translation>Kiểm tra một hook, hoặc chọn một lượt chạy của nó, để xem nó được gửi gì và đã trả lời gì.</translation>
    </message>
    <message>
        <source>Recent runs of the selected hook</source>
        <translation>Các lượt chạy gần đây của hook đã chọn</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>Lượt chạy</translation>
    </message>
    <message>
        <source>&amp;Output</source>
        <translation>Đầ&amp;u ra</translation>
    </message>
    <message>
        <source>No hooks yet. A hook runs a program of yours before or after an agent&apos;s answers and tool calls, and can block them; a built-in hook writes a log line or blocks without a program.</source>
        <translation>Chưa có hook nào. Hook chạy một chương trình của bạn trước hoặc sau câu trả lời và lệnh gọi công cụ của tác tử, và có thể chặn chúng; hook tích hợp ghi một dòng nhật ký hoặc chặn mà không cần chương trình.</translation>
    </message>
    <message>
        <source>Add a hook…</source>
        <translation>Thêm hook…</translation>
    </message>
    <message>
        <source>Hooks status</source>
        <translation>Trạng thái hook</translation>
    </message>
    <message>
        <source>Add…</source>
        <translation>Thêm…</translation>
    </message>
    <message>
        <source>Add a hook</source>
        <translation>Thêm một hook</translation>
    </message>
    <message>
        <source>Add a command or built-in hook</source>
        <translation>Thêm một hook lệnh hoặc hook tích hợp</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>Sửa…</translation>
    </message>
    <message>
        <source>Edit the selected hook</source>
        <translation>Sửa hook đã chọn</translation>
    </message>
    <message>
        <source>Change the selected hook</source>
        <translation>Thay đổi hook đã chọn</translation>
    </message>
    <message>
        <source>Disable</source>
        <translation>Tắt</translation>
    </message>
    <message>
        <source>Enable or disable the selected hook</source>
        <translation>Bật hoặc tắt hook đã chọn</translation>
    </message>
    <message>
        <source>Switch the selected hook on or off</source>
        <translation>Bật hoặc tắt hook đã chọn</translation>
    </message>
    <message>
        <source>Test</source>
        <translation>Kiểm tra</translation>
    </message>
    <message>
        <source>Test the selected hook</source>
        <translation>Kiểm tra hook đã chọn</translation>
    </message>
    <message>
        <source>Run the selected hook once on a sample event</source>
        <translation>Chạy hook đã chọn một lần với một sự kiện mẫu</translation>
    </message>
    <message>
        <source>Delete…</source>
        <translation>Xóa…</translation>
    </message>
    <message>
        <source>Delete the selected hook</source>
        <translation>Xóa hook đã chọn</translation>
    </message>
    <message>
        <source>Delete the selected hook (its runs stay in the audit)</source>
        <translation>Xóa hook đã chọn (các lượt chạy của nó vẫn ở lại trong nhật ký kiểm tra)</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>Làm mới</translation>
    </message>
    <message>
        <source>Refresh hooks</source>
        <translation>Làm mới hook</translation>
    </message>
    <message>
        <source>Load the hooks again (F5)</source>
        <translation>Tải lại các hook (F5)</translation>
    </message>
    <message>
        <source>Loading the hooks</source>
        <translation>Tải hook</translation>
    </message>
    <message numerus="yes">
        <source>%n hook(s), in the order they run.</source>
        <translation>
            <numerusform>%n hook, theo thứ tự chạy.</numerusform>
        </translation>
    </message>
    <message>
        <source>a deleted agent</source>
        <translation>một tác tử đã bị xóa</translation>
    </message>
    <message>
        <source>All agents</source>
        <translation>Mọi tác tử</translation>
    </message>
    <message>
        <source>All tools</source>
        <translation>Mọi công cụ</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Có</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Không</translation>
    </message>
    <message>
        <source>Could not load the hooks; see the status bar.</source>
        <translation>Không tải được hook; xem thanh trạng thái.</translation>
    </message>
    <message>
        <source>Enable</source>
        <translation>Bật</translation>
    </message>
    <message>
        <source>&amp;Runs of {shown}</source>
        <translation>&amp;Lượt chạy của {shown}</translation>
    </message>
    <message>
        <source>&amp;Runs (select a hook)</source>
        <translation>&amp;Lượt chạy (chọn một hook)</translation>
    </message>
    <message>
        <source>Loading the hook&apos;s runs</source>
        <translation>Tải các lượt chạy của hook</translation>
    </message>
    <message>
        <source>Run at {when}, {event}</source>
        <translation>Chạy lúc {when}, {event}</translation>
    </message>
    <message>
        <source>Decision: {decision}</source>
        <translation>Quyết định: {decision}</translation>
    </message>
    <message>
        <source>Took:     {ms} ms</source>
        <translation>Thời gian: {ms} ms</translation>
    </message>
    <message>
        <source>Error:    {error}</source>
        <translation>Lỗi:      {error}</translation>
    </message>
    <message>
        <source>Exit:     {code}</source>
        <translation>Mã thoát: {code}</translation>
    </message>
    <message>
        <source>Output:</source>
        <translation>Đầu ra:</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(không có)</translation>
    </message>
    <message>
        <source>Switching {hook} off</source>
        <translation>Tắt {hook}</translation>
    </message>
    <message>
        <source>Switching {hook} on</source>
        <translation>Bật {hook}</translation>
    </message>
    <message>
        <source>Hook {hook} is on.</source>
        <translation>Hook {hook} đã bật.</translation>
    </message>
    <message>
        <source>Hook {hook} is off.</source>
        <translation>Hook {hook} đã tắt.</translation>
    </message>
    <message>
        <source>Running {hook} on a sample {event} event…</source>
        <translation>Đang chạy {hook} với một sự kiện {event} mẫu…</translation>
    </message>
    <message>
        <source>Testing {hook}</source>
        <translation>Kiểm tra {hook}</translation>
    </message>
    <message>
        <source>Sent:     {event}</source>
        <translation>Đã gửi:   {event}</translation>
    </message>
    <message>
        <source>Tested {hook}: {decision} in {ms} ms.</source>
        <translation>Đã kiểm tra {hook}: {decision} trong {ms} ms.</translation>
    </message>
    <message>
        <source>Delete the {event} hook {shown}?</source>
        <translation>Xóa hook {event} {shown}?</translation>
    </message>
    <message>
        <source>It stops running at once. Its past runs stay in the audit. This cannot be undone.</source>
        <translation>Nó dừng chạy ngay lập tức. Các lượt chạy trước đây vẫn ở lại trong nhật ký kiểm tra. Không thể hoàn tác.</translation>
    </message>
    <message>
        <source>Deleting {hook}</source>
        <translation>Xóa {hook}</translation>
    </message>
    <message>
        <source>Deleted hook {hook}.</source>
        <translation>Đã xóa hook {hook}.</translation>
    </message>
</context>
<context>
    <name>ImportDialog</name>
    <message>
        <source>Name</source>
        <translation>Tên</translation>
    </message>
    <message>
        <source>Transport</source>
        <translation>Giao thức</translation>
    </message>
    <message>
        <source>Command or URL</source>
        <translation>Lệnh hoặc URL</translation>
    </message>
    <message>
        <source>Secrets</source>
        <translation>Bí mật</translation>
    </message>
    <message>
        <source>What happens</source>
        <translation>Điều sẽ xảy ra</translation>
    </message>
    <message>
        <source>Import MCP servers</source>
        <translation>Nhập máy chủ MCP</translation>
    </message>
    <message numerus="yes">
        <source>{path}: %n server(s); {adding} will be added. Grant them to agents afterwards.</source>
        <translation>
            <numerusform>{path}: %n máy chủ; {adding} sẽ được thêm. Hãy cấp chúng cho tác tử sau đó.</numerusform>
        </translation>
    </message>
    <message>
        <source>Servers in the file</source>
        <translation>Các máy chủ trong tệp</translation>
    </message>
    <message numerus="yes">
        <source>Add %n server(s)</source>
        <translation>
            <numerusform>Thêm %n máy chủ</numerusform>
        </translation>
    </message>
    <message>
        <source>Importing MCP servers</source>
        <translation>Nhập máy chủ MCP</translation>
    </message>
    <message>
        <source>Importing a knowledge graph</source>
        <translation>Đang nhập đồ thị tri thức</translation>
    </message>
    <message>
        <source>Reading {name}</source>
        <translation>Đọc {name}</translation>
    </message>
    <message>
        <source>Import progress</source>
        <translation>Tiến độ nhập</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Đang bắt đầu…</translation>
    </message>
    <message>
        <source>Stop the import: nothing of the file is kept</source>
        <translation>Dừng nhập: không giữ lại gì từ tệp</translation>
    </message>
    <message>
        <source>Reading and writing the rows</source>
        <translation>Đang đọc và ghi các dòng</translation>
    </message>
    <message>
        <source>Building the indexes</source>
        <translation>Đang dựng chỉ mục</translation>
    </message>
    <message>
        <source>Looking for duplicates</source>
        <translation>Đang tìm trùng lặp</translation>
    </message>
    <message numerus="yes">
        <source>%Ln row(s) done</source>
        <translation>
            <numerusform>Đã xong %Ln dòng</numerusform>
        </translation>
    </message>
    <message>
        <source>{rate} rows/s</source>
        <translation>{rate} dòng/giây</translation>
    </message>
    <message>
        <source>{time} left</source>
        <translation>còn {time}</translation>
    </message>
</context>
<context>
    <name>ImportOfferPage</name>
    <message>
        <source>Move in from GoClaw Lite</source>
        <translation>Chuyển sang từ GoClaw Lite</translation>
    </message>
    <message>
        <source>GoClaw Lite (the Go desktop app) is installed here. Its file is only read, never changed.</source>
        <translation>GoClaw Lite (ứng dụng máy tính viết bằng Go) đã được cài ở đây. Tệp của nó chỉ được đọc, không bao giờ bị thay đổi.</translation>
    </message>
    <message>
        <source>Found: {path}</source>
        <translation>Tìm thấy: {path}</translation>
    </message>
    <message>
        <source>Its providers (API keys sealed again under your key), agents, chats, knowledge graph, memories, vault, hooks and command-line credentials come over; teams, channels, cron jobs, skills and traces have no counterpart here and stay behind.</source>
        <translation>Các nhà cung cấp (khóa API được niêm phong lại bằng khóa của bạn), tác tử, cuộc trò chuyện, đồ thị tri thức, bộ nhớ, kho ghi chú, hook và thông tin xác thực dòng lệnh sẽ được chuyển sang; nhóm, kênh, tác vụ cron, kỹ năng và truy vết không có tương ứng ở đây nên ở lại.</translation>
    </message>
    <message>
        <source>&amp;Bring it over now</source>
        <translation>&amp;Chuyển sang ngay</translation>
    </message>
    <message>
        <source>GoClaw Lite encryption key</source>
        <translation>Khóa mã hóa của GoClaw Lite</translation>
    </message>
    <message>
        <source>only if it is not found by itself</source>
        <translation>chỉ khi không tự tìm thấy</translation>
    </message>
    <message>
        <source>GoClaw&apos;s &amp;key:</source>
        <translation>&amp;Khóa của GoClaw:</translation>
    </message>
    <message>
        <source>Looking for GoClaw&apos;s key…</source>
        <translation>Đang tìm khóa của GoClaw…</translation>
    </message>
    <message>
        <source>Looking for GoClaw&apos;s key</source>
        <translation>Tìm khóa của GoClaw</translation>
    </message>
    <message>
        <source>GoClaw&apos;s key was found ({source}).</source>
        <translation>Đã tìm thấy khóa của GoClaw ({source}).</translation>
    </message>
    <message>
        <source>GoClaw&apos;s key was not found (GOCLAW_ENCRYPTION_KEY, its keyring entry or key file): type it above.</source>
        <translation>Không tìm thấy khóa của GoClaw (GOCLAW_ENCRYPTION_KEY, mục trong keyring hoặc tệp khóa): hãy nhập ở trên.</translation>
    </message>
</context>
<context>
    <name>ImportSummaryPage</name>
    <message>
        <source>Table</source>
        <translation>Bảng</translation>
    </message>
    <message>
        <source>Imported</source>
        <translation>Đã nhập</translation>
    </message>
    <message>
        <source>Already here</source>
        <translation>Đã có sẵn</translation>
    </message>
    <message>
        <source>Skipped</source>
        <translation>Bỏ qua</translation>
    </message>
    <message>
        <source>What came over from GoClaw Lite</source>
        <translation>Những gì đã chuyển từ GoClaw Lite</translation>
    </message>
    <message>
        <source>Imported tables</source>
        <translation>Các bảng đã nhập</translation>
    </message>
    <message>
        <source>Skipped rows and notes</source>
        <translation>Các dòng bị bỏ qua và ghi chú</translation>
    </message>
    <message>
        <source>Reading GoClaw&apos;s key</source>
        <translation>Đọc khóa của GoClaw</translation>
    </message>
    <message>
        <source>Go back to correct it.</source>
        <translation>Quay lại để sửa.</translation>
    </message>
    <message>
        <source>Importing {path}…</source>
        <translation>Đang nhập {path}…</translation>
    </message>
    <message>
        <source>Importing from GoClaw Lite</source>
        <translation>Nhập từ GoClaw Lite</translation>
    </message>
    <message>
        <source>skipped {table} {row}: {reason}</source>
        <translation>bỏ qua {table} {row}: {reason}</translation>
    </message>
    <message>
        <source>Nothing was skipped.</source>
        <translation>Không có gì bị bỏ qua.</translation>
    </message>
    <message>
        <source>Left behind (no counterpart here): {behind}</source>
        <translation>Ở lại (không có tương ứng ở đây): {behind}</translation>
    </message>
    <message>
        <source>Nothing was left behind.</source>
        <translation>Không có gì ở lại.</translation>
    </message>
    <message>
        <source> A backup of the database from before is at {path}.</source>
        <translation> Bản sao lưu cơ sở dữ liệu trước đó nằm tại {path}.</translation>
    </message>
    <message numerus="yes">
        <source>Imported %Ln row(s) from GoClaw Lite.</source>
        <translation>
            <numerusform>Đã nhập %Ln dòng từ GoClaw Lite.</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing was written; go back to try again.</source>
        <translation>Không có gì được ghi; hãy quay lại để thử lại.</translation>
    </message>
</context>
<context>
    <name>ItemWords</name>
    <message>
        <source>Delegated to {agent}</source>
        <translation>Đã giao cho {agent}</translation>
    </message>
    <message>
        <source>Subtask</source>
        <translation>Tác vụ con</translation>
    </message>
    <message>
        <source>waiting for its first answer</source>
        <translation>đang chờ câu trả lời đầu tiên</translation>
    </message>
    <message numerus="yes">
        <source>%Ln model call(s)</source>
        <translation>
            <numerusform>%Ln lần gọi mô hình</numerusform>
        </translation>
    </message>
    <message>
        <source>Running</source>
        <translation>Đang chạy</translation>
    </message>
    <message>
        <source>Completed</source>
        <translation>Đã hoàn thành</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Thất bại</translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation>Đã dừng</translation>
    </message>
    <message numerus="yes">
        <source>%Ln token(s)</source>
        <translation>
            <numerusform>%Ln token</numerusform>
        </translation>
    </message>
    <message>
        <source>fallback {number}</source>
        <translation>dự phòng {number}</translation>
    </message>
    <message numerus="yes">
        <source>skill(s): {names}</source>
        <translation>
            <numerusform>kỹ năng: {names}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>saw only the last %n message(s)</source>
        <translation>
            <numerusform>chỉ thấy %n tin nhắn cuối</numerusform>
        </translation>
    </message>
    <message>
        <source>You</source>
        <translation>Bạn</translation>
    </message>
    <message>
        <source>Tool result</source>
        <translation>Kết quả công cụ</translation>
    </message>
    <message>
        <source>Assistant</source>
        <translation>Trợ lý</translation>
    </message>
    <message>
        <source>Attached {name} (cut).</source>
        <translation>Đã đính kèm {name} (bị cắt).</translation>
    </message>
    <message>
        <source>Attached {name}.</source>
        <translation>Đã đính kèm {name}.</translation>
    </message>
    <message>
        <source>Tool {name} {status}</source>
        <translation>Công cụ {name} {status}</translation>
    </message>
    <message>
        <source>Error: {error}</source>
        <translation>Lỗi: {error}</translation>
    </message>
    <message>
        <source>running</source>
        <translation>đang chạy</translation>
    </message>
    <message>
        <source>awaiting approval</source>
        <translation>chờ phê duyệt</translation>
    </message>
    <message>
        <source>done</source>
        <translation>xong</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>thất bại</translation>
    </message>
    <message>
        <source>denied</source>
        <translation>bị từ chối</translation>
    </message>
    <message>
        <source>writing…</source>
        <translation>đang viết…</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>đã dừng</translation>
    </message>
    <message>
        <source>error</source>
        <translation>lỗi</translation>
    </message>
    <message>
        <source>interrupted</source>
        <translation>bị gián đoạn</translation>
    </message>
</context>
<context>
    <name>JobDialog</name>
    <message>
        <source>Edit job</source>
        <translation>Sửa tác vụ</translation>
    </message>
    <message>
        <source>Add job</source>
        <translation>Thêm tác vụ</translation>
    </message>
    <message>
        <source>e.g. nightly-report</source>
        <translation>ví dụ nightly-report</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>Tê&amp;n:</translation>
    </message>
    <message>
        <source>&amp;Agent:</source>
        <translation>&amp;Tác tử:</translation>
    </message>
    <message>
        <source>Every</source>
        <translation>Mỗi</translation>
    </message>
    <message>
        <source>Cron expression</source>
        <translation>Biểu thức cron</translation>
    </message>
    <message>
        <source>Once, at</source>
        <translation>Một lần, lúc</translation>
    </message>
    <message>
        <source>minutes</source>
        <translation>phút</translation>
    </message>
    <message>
        <source>hours</source>
        <translation>giờ</translation>
    </message>
    <message>
        <source>days</source>
        <translation>ngày</translation>
    </message>
    <message>
        <source>minute hour day month weekday, e.g. 0 7 * * 1-5</source>
        <translation>phút giờ ngày tháng thứ, ví dụ 0 7 * * 1-5</translation>
    </message>
    <message>
        <source>&amp;When:</source>
        <translation>&amp;Khi nào:</translation>
    </message>
    <message>
        <source>Time &amp;zone:</source>
        <translation>Mú&amp;i giờ:</translation>
    </message>
    <message>
        <source>What the agent is asked at each run</source>
        <translation>Điều tác tử được hỏi ở mỗi lượt chạy</translation>
    </message>
    <message>
        <source>&amp;Message:</source>
        <translation>&amp;Tin nhắn:</translation>
    </message>
    <message>
        <source>A new conversation for each run</source>
        <translation>Một cuộc trò chuyện mới cho mỗi lượt chạy</translation>
    </message>
    <message>
        <source>e.g. exec, current_time</source>
        <translation>ví dụ exec, current_time</translation>
    </message>
    <message>
        <source>Nobody is there to approve during a scheduled run: tools that need approval are refused unless listed here.</source>
        <translation>Không có ai để duyệt trong lượt chạy theo lịch: các công cụ cần duyệt sẽ bị từ chối trừ khi được liệt kê ở đây.</translation>
    </message>
    <message>
        <source>&amp;Pre-approved tools:</source>
        <translation>Công cụ được &amp;duyệt trước:</translation>
    </message>
    <message>
        <source> min</source>
        <translation> phút</translation>
    </message>
    <message>
        <source>tokens:</source>
        <translation>token:</translation>
    </message>
    <message>
        <source>&amp;Limits per run:</source>
        <translation>&amp;Giới hạn mỗi lượt chạy:</translation>
    </message>
    <message>
        <source>Run it once when the computer is back</source>
        <translation>Chạy một lần khi máy tính hoạt động lại</translation>
    </message>
    <message>
        <source>Skip it</source>
        <translation>Bỏ qua</translation>
    </message>
    <message>
        <source>If a run is &amp;missed:</source>
        <translation>Nếu &amp;lỡ một lượt chạy:</translation>
    </message>
    <message>
        <source>Show a desktop notification when a run ends</source>
        <translation>Hiện thông báo trên màn hình khi lượt chạy kết thúc</translation>
    </message>
    <message>
        <source>Delete the job after its run</source>
        <translation>Xóa tác vụ sau khi chạy</translation>
    </message>
</context>
<context>
    <name>JobWords</name>
    <message>
        <source>%1, at %2</source>
        <translation>%1, lúc %2</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Tắt</translation>
    </message>
    <message>
        <source>Running now…</source>
        <translation>Đang chạy…</translation>
    </message>
    <message>
        <source>Not scheduled</source>
        <translation>Chưa lên lịch</translation>
    </message>
    <message>
        <source>Due now</source>
        <translation>Đến hạn</translation>
    </message>
    <message numerus="yes">
        <source>in %n min, at %1</source>
        <translation>
            <numerusform>sau %n phút, lúc %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>in %n h, at %1</source>
        <translation>
            <numerusform>sau %n giờ, lúc %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Every %n day(s)</source>
        <translation>
            <numerusform>Mỗi %n ngày</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Every %n hour(s)</source>
        <translation>
            <numerusform>Mỗi %n giờ</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Every %n minute(s)</source>
        <translation>
            <numerusform>Mỗi %n phút</numerusform>
        </translation>
    </message>
    <message>
        <source>Cron %1 (%2)</source>
        <translation>Cron %1 (%2)</translation>
    </message>
    <message>
        <source>Once, %1</source>
        <translation>Một lần, %1</translation>
    </message>
    <message>
        <source>Never run</source>
        <translation>Chưa chạy lần nào</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Xong</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Thất bại</translation>
    </message>
    <message>
        <source>Skipped (missed)</source>
        <translation>Bỏ qua (lỡ giờ)</translation>
    </message>
    <message>
        <source>Running</source>
        <translation>Đang chạy</translation>
    </message>
    <message>
        <source>Interrupted</source>
        <translation>Bị gián đoạn</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 giây</translation>
    </message>
    <message>
        <source>%1 in / %2 out</source>
        <translation>%1 vào / %2 ra</translation>
    </message>
</context>
<context>
    <name>JobsDriver</name>
    <message>
        <source>Running scheduled jobs</source>
        <translation>Chạy các tác vụ định kỳ</translation>
    </message>
</context>
<context>
    <name>JobsPage</name>
    <message>
        <source>Scheduled jobs</source>
        <translation>Tác vụ định kỳ</translation>
    </message>
    <message>
        <source>An agent, a message and when to ask it. Runs go through the same chat, tools, hooks and credentials as yours; nobody approves during a run, so only pre-approved tools that need approval are used. While this window is open it runs the jobs; to run them while it is closed, a system timer can do it (see the guide&apos;s Scheduled jobs page).</source>
        <translation>Một tác tử, một tin nhắn và thời điểm hỏi. Các lượt chạy đi qua cùng cuộc trò chuyện, công cụ, hook và thông tin xác thực như của bạn; không ai duyệt trong lượt chạy, nên trong các công cụ cần duyệt chỉ những công cụ được duyệt trước mới được dùng. Khi cửa sổ này mở, nó chạy các tác vụ; để chạy chúng khi cửa sổ đóng, một bộ hẹn giờ của hệ thống có thể làm việc đó (xem trang Tác vụ định kỳ trong hướng dẫn).</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Tên</translation>
    </message>
    <message>
        <source>Agent</source>
        <translation>Tác tử</translation>
    </message>
    <message>
        <source>Schedule</source>
        <translation>Lịch</translation>
    </message>
    <message>
        <source>Next run</source>
        <translation>Lượt chạy tới</translation>
    </message>
    <message>
        <source>Last run</source>
        <translation>Lần chạy cuối</translation>
    </message>
    <message>
        <source>Ran at</source>
        <translation>Chạy lúc</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Trạng thái</translation>
    </message>
    <message>
        <source>Took</source>
        <translation>Thời gian chạy</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>Token</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Câu trả lời</translation>
    </message>
    <message>
        <source>Runs of the selected job</source>
        <translation>Các lượt chạy của tác vụ đã chọn</translation>
    </message>
    <message>
        <source>The selected run&apos;s answer</source>
        <translation>Câu trả lời của lượt chạy đã chọn</translation>
    </message>
    <message>
        <source>Select a run to read its answer.</source>
        <translation>Chọn một lượt chạy để đọc câu trả lời.</translation>
    </message>
    <message>
        <source>View trace</source>
        <translation>Xem truy vết</translation>
    </message>
    <message>
        <source>Each step of the selected run (model calls, tools), once traces are kept</source>
        <translation>Từng bước của lượt chạy đã chọn (lệnh gọi mô hình, công cụ), khi truy vết được lưu</translation>
    </message>
    <message>
        <source>View the trace of the selected run</source>
        <translation>Xem truy vết của lượt chạy đã chọn</translation>
    </message>
    <message>
        <source>Hi&amp;story</source>
        <translation>&amp;Lịch sử</translation>
    </message>
    <message>
        <source>A&amp;nswer</source>
        <translation>Câu &amp;trả lời</translation>
    </message>
    <message>
        <source>Add…</source>
        <translation>Thêm…</translation>
    </message>
    <message>
        <source>Add a scheduled job</source>
        <translation>Thêm một tác vụ định kỳ</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>Sửa…</translation>
    </message>
    <message>
        <source>Change the selected job</source>
        <translation>Thay đổi tác vụ đã chọn</translation>
    </message>
    <message>
        <source>Turn off</source>
        <translation>Tắt</translation>
    </message>
    <message>
        <source>Switch the selected job on or off</source>
        <translation>Bật hoặc tắt tác vụ đã chọn</translation>
    </message>
    <message>
        <source>Run now</source>
        <translation>Chạy ngay</translation>
    </message>
    <message>
        <source>Run the selected job now</source>
        <translation>Chạy ngay tác vụ đã chọn</translation>
    </message>
    <message>
        <source>Delete…</source>
        <translation>Xóa…</translation>
    </message>
    <message>
        <source>Delete the selected job and its history</source>
        <translation>Xóa tác vụ đã chọn và lịch sử của nó</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>Làm mới</translation>
    </message>
    <message>
        <source>Load the jobs again</source>
        <translation>Tải lại các tác vụ</translation>
    </message>
    <message>
        <source>Loading the jobs</source>
        <translation>Tải tác vụ</translation>
    </message>
    <message>
        <source>Running now…</source>
        <translation>Đang chạy…</translation>
    </message>
    <message numerus="yes">
        <source>%n job(s).</source>
        <translation>
            <numerusform>%n tác vụ.</numerusform>
        </translation>
    </message>
    <message>
        <source>No jobs yet. Add one to have an agent report on a schedule.</source>
        <translation>Chưa có tác vụ nào. Hãy thêm một tác vụ để tác tử báo cáo theo lịch.</translation>
    </message>
    <message>
        <source>{agent} · {schedule}</source>
        <translation>{agent} · {schedule}</translation>
    </message>
    <message>
        <source>Last run: {last}</source>
        <translation>Lần chạy cuối: {last}</translation>
    </message>
    <message>
        <source>Loading the job&apos;s history</source>
        <translation>Tải lịch sử của tác vụ</translation>
    </message>
    <message>
        <source>Note: %1</source>
        <translation>Ghi chú: %1</translation>
    </message>
    <message>
        <source>Turn on</source>
        <translation>Bật</translation>
    </message>
    <message>
        <source>Loading the agents</source>
        <translation>Tải tác tử</translation>
    </message>
    <message>
        <source>Saving the job</source>
        <translation>Lưu tác vụ</translation>
    </message>
    <message>
        <source>Switching the job</source>
        <translation>Bật/tắt tác vụ</translation>
    </message>
    <message>
        <source>Running the job</source>
        <translation>Chạy tác vụ</translation>
    </message>
    <message>
        <source>Delete job</source>
        <translation>Xóa tác vụ</translation>
    </message>
    <message>
        <source>Delete the job %1 and its history?</source>
        <translation>Xóa tác vụ %1 và lịch sử của nó?</translation>
    </message>
    <message>
        <source>Deleting the job</source>
        <translation>Xóa tác vụ</translation>
    </message>
</context>
<context>
    <name>KGCommunities</name>
    <message>
        <source>{leader} + {count}</source>
        <translation>{leader} + {count}</translation>
    </message>
</context>
<context>
    <name>KGExport</name>
    <message>
        <source>The folder {folder} does not exist; choose another place for the picture.</source>
        <translation>Thư mục {folder} không tồn tại; hãy chọn nơi khác để lưu ảnh.</translation>
    </message>
    <message>
        <source>The folder {folder} is not writable; choose another place for the picture.</source>
        <translation>Không thể ghi vào thư mục {folder}; hãy chọn nơi khác để lưu ảnh.</translation>
    </message>
    <message>
        <source>Could not write {path}.</source>
        <translation>Không thể ghi {path}.</translation>
    </message>
    <message>
        <source>Knowledge graph</source>
        <translation>Đồ thị tri thức</translation>
    </message>
    <message>
        <source>Exported from GoClaw Lite</source>
        <translation>Xuất từ GoClaw Lite</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>Ảnh PNG (*.png)</translation>
    </message>
    <message>
        <source>SVG drawing (*.svg)</source>
        <translation>Bản vẽ SVG (*.svg)</translation>
    </message>
    <message>
        <source>Export graph</source>
        <translation>Xuất đồ thị</translation>
    </message>
    <message>
        <source>Exporting the graph</source>
        <translation>Xuất đồ thị</translation>
    </message>
</context>
<context>
    <name>KGPage</name>
    <message>
        <source>You are looking at the past; untick “As of” to make changes.</source>
        <translation>Bạn đang xem quá khứ; bỏ chọn “Tại thời điểm” để thay đổi.</translation>
    </message>
    <message>
        <source>Knowledge graph</source>
        <translation>Đồ thị tri thức</translation>
    </message>
    <message>
        <source>What your agents have learned: search it, walk its relations, and correct what is wrong.</source>
        <translation>Những gì các tác tử của bạn đã học: tìm kiếm, đi theo các quan hệ và sửa chỗ sai.</translation>
    </message>
    <message>
        <source>Graph and duplicates</source>
        <translation>Đồ thị và trùng lặp</translation>
    </message>
    <message>
        <source>Graph</source>
        <translation>Đồ thị</translation>
    </message>
    <message>
        <source>Duplicates</source>
        <translation>Trùng lặp</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Hoàn tác</translation>
    </message>
    <message>
        <source>Nothing to undo</source>
        <translation>Không có gì để hoàn tác</translation>
    </message>
    <message>
        <source>Remove entities and relations below a confidence, after a count of what goes</source>
        <translation>Bỏ các thực thể và quan hệ dưới một độ tin cậy, sau khi đếm những gì bị bỏ</translation>
    </message>
    <message>
        <source>Loading agents</source>
        <translation>Tải các tác tử</translation>
    </message>
    <message>
        <source>No agent exists yet.</source>
        <translation>Chưa có tác tử nào.</translation>
    </message>
    <message>
        <source>Counting entities</source>
        <translation>Đếm thực thể</translation>
    </message>
    <message>
        <source>Loading duplicates</source>
        <translation>Tải các mục trùng lặp</translation>
    </message>
    <message>
        <source>Imported a knowledge graph.</source>
        <translation>Đã nhập một đồ thị tri thức.</translation>
    </message>
    <message>
        <source>Duplicates ({count})</source>
        <translation>Trùng lặp ({count})</translation>
    </message>
    <message>
        <source>That entity does not exist at this moment.</source>
        <translation>Thực thể đó không tồn tại tại thời điểm này.</translation>
    </message>
    <message>
        <source>Opening the entity</source>
        <translation>Mở thực thể</translation>
    </message>
    <message>
        <source>Saved {name}.</source>
        <translation>Đã lưu {name}.</translation>
    </message>
    <message>
        <source>Saving {name}</source>
        <translation>Lưu {name}</translation>
    </message>
    <message numerus="yes">
        <source>Delete “{name}” and its %n relation(s)?</source>
        <translation>
            <numerusform>Xóa “{name}” và %n quan hệ của nó?</numerusform>
        </translation>
    </message>
    <message>
        <source>Undo (Ctrl+Z) brings them back until your next change.</source>
        <translation>Hoàn tác (Ctrl+Z) sẽ khôi phục chúng cho đến lần thay đổi tiếp theo của bạn.</translation>
    </message>
    <message>
        <source>Deleted “{name}”. Undo (Ctrl+Z) brings it back.</source>
        <translation>Đã xóa “{name}”. Hoàn tác (Ctrl+Z) sẽ khôi phục nó.</translation>
    </message>
    <message>
        <source>Deleted {name}.</source>
        <translation>Đã xóa {name}.</translation>
    </message>
    <message>
        <source>Deleting {name}</source>
        <translation>Xóa {name}</translation>
    </message>
    <message>
        <source>{undo} (Ctrl+Z)</source>
        <translation>{undo} (Ctrl+Z)</translation>
    </message>
    <message>
        <source>Merging</source>
        <translation>Gộp</translation>
    </message>
    <message>
        <source>Merge duplicates?</source>
        <translation>Gộp các mục trùng lặp?</translation>
    </message>
    <message>
        <source>Undo (Ctrl+Z) splits them again until your next change.</source>
        <translation>Hoàn tác (Ctrl+Z) sẽ tách chúng ra cho đến lần thay đổi tiếp theo của bạn.</translation>
    </message>
    <message>
        <source>Merge into “{name}”</source>
        <translation>Gộp vào “{name}”</translation>
    </message>
    <message>
        <source>Merged {merged} into {survivor}. Undo (Ctrl+Z) splits them again.</source>
        <translation>Đã gộp {merged} vào {survivor}. Hoàn tác (Ctrl+Z) sẽ tách chúng ra lại.</translation>
    </message>
    <message>
        <source>Kept both; this pair will not be proposed again.</source>
        <translation>Đã giữ cả hai; cặp này sẽ không được đề xuất lại.</translation>
    </message>
    <message>
        <source>Keeping both</source>
        <translation>Giữ cả hai</translation>
    </message>
    <message>
        <source>this agent</source>
        <translation>tác tử này</translation>
    </message>
    <message>
        <source>Counting what would be pruned</source>
        <translation>Đếm những gì sẽ bị lược bỏ</translation>
    </message>
    <message numerus="yes">
        <source>Pruned %Ln entity(ies) and {relations} below {confidence}.</source>
        <translation>
            <numerusform>Đã lược bỏ %Ln thực thể và {relations} dưới {confidence}.</numerusform>
        </translation>
    </message>
    <message>
        <source>The entity shown was pruned.</source>
        <translation>Thực thể đang hiển thị đã bị lược bỏ.</translation>
    </message>
    <message>
        <source>Pruning</source>
        <translation>Lược bỏ</translation>
    </message>
    <message>
        <source>No agent exists yet; create one on the Agents page.</source>
        <translation>Chưa có tác tử nào; hãy tạo một tác tử ở trang Tác tử.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln entity(ies)</source>
        <translation>
            <numerusform>%Ln thực thể</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln relation(s)</source>
        <translation>
            <numerusform>%Ln quan hệ</numerusform>
        </translation>
    </message>
    <message>
        <source>This agent&apos;s knowledge graph is empty.</source>
        <translation>Đồ thị tri thức của tác tử này đang trống.</translation>
    </message>
    <message>
        <source>{agent}-knowledge-graph</source>
        <translation>{agent}-do-thi-tri-thuc</translation>
    </message>
</context>
<context>
    <name>KGTime</name>
    <message>
        <source>from {start} (not yet valid)</source>
        <translation>từ {start} (chưa có hiệu lực)</translation>
    </message>
    <message>
        <source>since {start}</source>
        <translation>từ {start}</translation>
    </message>
    <message>
        <source>{start} – {end} (ended)</source>
        <translation>{start} – {end} (đã kết thúc)</translation>
    </message>
    <message>
        <source>{start} – {end} (not yet valid)</source>
        <translation>{start} – {end} (chưa có hiệu lực)</translation>
    </message>
</context>
<context>
    <name>KeyBackupDialog</name>
    <message>
        <source>Back up the encryption key</source>
        <translation>Sao lưu khóa mã hóa</translation>
    </message>
    <message>
        <source>Every API key and credential GoClaw Lite stores is sealed with this key. If this computer is lost or its keyring is reset, only a copy of the key opens your data again.</source>
        <translation>Mọi khóa API và thông tin xác thực mà GoClaw Lite lưu đều được niêm phong bằng khóa này. Nếu máy tính này bị mất hoặc keyring của nó bị đặt lại, chỉ một bản sao của khóa mới mở lại được dữ liệu của bạn.</translation>
    </message>
    <message>
        <source>No key is in use.</source>
        <translation>Chưa dùng khóa nào.</translation>
    </message>
    <message>
        <source>Kept in:</source>
        <translation>Lưu tại:</translation>
    </message>
    <message>
        <source>Fingerprint:</source>
        <translation>Dấu vân tay:</translation>
    </message>
    <message>
        <source>Anyone who has this file can read every credential and API key stored here.</source>
        <translation>Bất kỳ ai có tệp này đều đọc được mọi thông tin xác thực và khóa API được lưu ở đây.</translation>
    </message>
    <message>
        <source>Keep it apart from this computer, in a password manager or on an encrypted drive; never in a shared or synced folder. The file is readable only by you.</source>
        <translation>Hãy cất nó riêng, không để trên máy tính này: trong một trình quản lý mật khẩu hoặc trên một ổ đĩa được mã hóa; không bao giờ trong thư mục dùng chung hay được đồng bộ. Chỉ bạn đọc được tệp này.</translation>
    </message>
    <message>
        <source>&amp;Save to a file…</source>
        <translation>&amp;Lưu vào tệp…</translation>
    </message>
    <message>
        <source>Save the key to a file</source>
        <translation>Lưu khóa vào tệp</translation>
    </message>
    <message>
        <source>Backing up the key</source>
        <translation>Sao lưu khóa</translation>
    </message>
    <message>
        <source>Saved to {file}, readable only by you. Move it somewhere safe.</source>
        <translation>Đã lưu vào {file}, chỉ bạn đọc được. Hãy chuyển nó đến nơi an toàn.</translation>
    </message>
</context>
<context>
    <name>KeyEntryDialog</name>
    <message>
        <source>Key problem</source>
        <translation>Vấn đề với khóa</translation>
    </message>
    <message>
        <source>&amp;Encryption key:</source>
        <translation>&amp;Khóa mã hóa:</translation>
    </message>
    <message>
        <source>Encryption key</source>
        <translation>Khóa mã hóa</translation>
    </message>
    <message>
        <source>64 hex characters, 44 base64 characters, or 32 characters</source>
        <translation>64 ký tự hex, 44 ký tự base64, hoặc 32 ký tự</translation>
    </message>
    <message>
        <source>Show key</source>
        <translation>Hiện khóa</translation>
    </message>
    <message>
        <source>Remember this key on this computer (OS keyring, or the key file)</source>
        <translation>Ghi nhớ khóa này trên máy tính này (keyring của hệ điều hành, hoặc tệp khóa)</translation>
    </message>
    <message>
        <source>Remember this key</source>
        <translation>Ghi nhớ khóa này</translation>
    </message>
    <message>
        <source>Use key</source>
        <translation>Dùng khóa</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Thoát</translation>
    </message>
</context>
<context>
    <name>KeyPage</name>
    <message>
        <source>Your encryption key</source>
        <translation>Khóa mã hóa của bạn</translation>
    </message>
    <message>
        <source>Every API key and credential GoClaw Lite stores is sealed with it (AES-256-GCM).</source>
        <translation>Mọi khóa API và thông tin xác thực mà GoClaw Lite lưu đều được niêm phong bằng khóa này (AES-256-GCM).</translation>
    </message>
    <message>
        <source>Stored in:</source>
        <translation>Lưu tại:</translation>
    </message>
    <message>
        <source>Fingerprint:</source>
        <translation>Dấu vân tay:</translation>
    </message>
    <message>
        <source>GoClaw Lite made this key for your data when it started just now.</source>
        <translation>GoClaw Lite vừa tạo khóa này cho dữ liệu của bạn khi khởi động.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Keep a copy of this key somewhere safe: without it, stored credentials and API keys cannot be recovered.&lt;/b&gt; Save it to a file you keep apart from this computer (a password manager or an encrypted drive).</source>
        <translation>&lt;b&gt;Hãy giữ một bản sao của khóa này ở nơi an toàn: không có nó, thông tin xác thực và khóa API đã lưu sẽ không thể khôi phục.&lt;/b&gt; Hãy lưu nó vào một tệp và cất riêng, không để trên máy tính này (một trình quản lý mật khẩu hoặc một ổ đĩa được mã hóa).</translation>
    </message>
    <message>
        <source>Back &amp;up the key…</source>
        <translation>Sao &amp;lưu khóa…</translation>
    </message>
    <message>
        <source>Back up the encryption key</source>
        <translation>Sao lưu khóa mã hóa</translation>
    </message>
    <message>
        <source>No key is in use yet; it is created when you first store a secret.</source>
        <translation>Chưa dùng khóa nào; khóa được tạo khi bạn lưu bí mật đầu tiên.</translation>
    </message>
</context>
<context>
    <name>KeyWords</name>
    <message>
        <source>no key (the database expects one)</source>
        <translation>không có khóa (cơ sở dữ liệu cần một khóa)</translation>
    </message>
    <message>
        <source>no key</source>
        <translation>không có khóa</translation>
    </message>
    <message>
        <source>entered at startup (not stored)</source>
        <translation>nhập khi khởi động (không lưu)</translation>
    </message>
    <message>
        <source>environment variable {name}</source>
        <translation>biến môi trường {name}</translation>
    </message>
    <message>
        <source>the OS keyring</source>
        <translation>kho khóa của hệ điều hành</translation>
    </message>
    <message>
        <source>the file {path}</source>
        <translation>tệp {path}</translation>
    </message>
</context>
<context>
    <name>KnownText</name>
    <message>
        <source>The MCP server {server} exited or closed the connection before it was ready.</source>
        <translation>Máy chủ MCP {server} đã thoát hoặc đóng kết nối trước khi sẵn sàng.</translation>
    </message>
    <message>
        <source>The MCP server {server} did not finish starting within {seconds} s.</source>
        <translation>Máy chủ MCP {server} không khởi động xong trong {seconds} giây.</translation>
    </message>
    <message>
        <source>The MCP server {server} could not be started: {command} was not found or is not executable.</source>
        <translation>Không thể khởi động máy chủ MCP {server}: không tìm thấy {command} hoặc tệp không thực thi được.</translation>
    </message>
    <message>
        <source>The MCP server {server} refused the credential (HTTP {status}): the API key or the Authorization header is wrong or missing; change it on the MCP page.</source>
        <translation>Máy chủ MCP {server} từ chối thông tin xác thực (HTTP {status}): khóa API hoặc tiêu đề Authorization sai hoặc bị thiếu; hãy đổi nó trên trang MCP.</translation>
    </message>
    <message>
        <source>The MCP server {server} answered HTTP {status} at {url}.</source>
        <translation>Máy chủ MCP {server} trả về HTTP {status} tại {url}.</translation>
    </message>
    <message>
        <source>The MCP server {server} closed the connection.</source>
        <translation>Máy chủ MCP {server} đã đóng kết nối.</translation>
    </message>
    <message>
        <source>The MCP server {server} is turned off; turn it on first.</source>
        <translation>Máy chủ MCP {server} đang tắt; hãy bật nó trước.</translation>
    </message>
    <message>
        <source>The MCP server {server} is not running.</source>
        <translation>Máy chủ MCP {server} không chạy.</translation>
    </message>
    <message>
        <source>The MCP server {server} offers no tools: its tool prefix {prefix} is the one of {earlier}, added earlier; give it a prefix of its own on the MCP page.</source>
        <translation>Máy chủ MCP {server} không cung cấp công cụ nào: tiền tố công cụ {prefix} của nó trùng với của {earlier}, được thêm trước đó; hãy đặt cho nó một tiền tố riêng trên trang MCP.</translation>
    </message>
    <message>
        <source>The MCP server {server} failed: {detail}</source>
        <translation>Máy chủ MCP {server} gặp lỗi: {detail}</translation>
    </message>
    <message>
        <source>Missed: it was due at {when}, while the computer was asleep or off.</source>
        <translation>Đã lỡ: tác vụ đến hạn lúc {when}, khi máy tính đang ngủ hoặc tắt.</translation>
    </message>
    <message>
        <source>Stopped: the app closed during the run.</source>
        <translation>Đã dừng: ứng dụng đóng lại trong lúc chạy.</translation>
    </message>
    <message>
        <source>Internal error ({kind}); see the log file.</source>
        <translation>Lỗi nội bộ ({kind}); xem tệp nhật ký.</translation>
    </message>
    <message>
        <source>{reason} What it wrote last:</source>
        <translation>{reason} Những dòng cuối nó đã ghi:</translation>
    </message>
</context>
<context>
    <name>LanguageBox</name>
    <message>
        <source>Language</source>
        <translation>Ngôn ngữ</translation>
    </message>
    <message>
        <source>Follow the system ({language})</source>
        <translation>Theo hệ thống ({language})</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Ngôn ngữ:</translation>
    </message>
    <message>
        <source>Time zone</source>
        <translation>Múi giờ</translation>
    </message>
    <message>
        <source>Follow the system ({zone})</source>
        <translation>Theo hệ thống ({zone})</translation>
    </message>
    <message>
        <source>Time &amp;zone:</source>
        <translation>Mú&amp;i giờ:</translation>
    </message>
    <message>
        <source>Times in the window are shown in this zone. The command line stays in English.</source>
        <translation>Thời gian trong cửa sổ được hiển thị theo múi giờ này. Dòng lệnh vẫn dùng tiếng Anh.</translation>
    </message>
    <message>
        <source>the language</source>
        <translation>ngôn ngữ</translation>
    </message>
    <message>
        <source>the time zone</source>
        <translation>múi giờ</translation>
    </message>
</context>
<context>
    <name>LayoutRunner</name>
    <message>
        <source>Laying out the graph</source>
        <translation>Sắp xếp đồ thị</translation>
    </message>
</context>
<context>
    <name>LegendBar</name>
    <message>
        <source>Legend</source>
        <translation>Chú giải</translation>
    </message>
    <message numerus="yes">
        <source>+%n type(s)</source>
        <translation>
            <numerusform>+%n loại</numerusform>
        </translation>
    </message>
    <message>
        <source>Entity types in the picture: {listed}. Click a type to hide or show it.</source>
        <translation>Các loại thực thể trong hình: {listed}. Nhấp vào một loại để ẩn hoặc hiện nó.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Navigation</source>
        <translation>Điều hướng</translation>
    </message>
    <message>
        <source>Pages of GoClaw Lite; use the arrow keys to switch</source>
        <translation>Các trang của GoClaw Lite; dùng phím mũi tên để chuyển</translation>
    </message>
    <message>
        <source>Current page</source>
        <translation>Trang hiện tại</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>Tệ&amp;p</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Cài đặt…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Thoát</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>X&amp;em</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>T&amp;rợ giúp</translation>
    </message>
    <message>
        <source>&amp;About GoClaw Lite</source>
        <translation>&amp;Giới thiệu GoClaw Lite</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Trạng thái</translation>
    </message>
    <message>
        <source>Store: opening…</source>
        <translation>Nơi lưu trữ: đang mở…</translation>
    </message>
    <message>
        <source>Store</source>
        <translation>Nơi lưu trữ</translation>
    </message>
    <message>
        <source>Key: …</source>
        <translation>Khóa: …</translation>
    </message>
    <message>
        <source>Key source</source>
        <translation>Nguồn khóa</translation>
    </message>
    <message>
        <source>Store: {store}</source>
        <translation>Nơi lưu trữ: {store}</translation>
    </message>
    <message>
        <source>Key: {source}</source>
        <translation>Khóa: {source}</translation>
    </message>
    <message>
        <source>About GoClaw Lite</source>
        <translation>Giới thiệu GoClaw Lite</translation>
    </message>
    <message>
        <source>&lt;b&gt;GoClaw Lite&lt;/b&gt; {version}&lt;br&gt;A local agent workbench.&lt;br&gt;&lt;br&gt;Data: {folder}</source>
        <translation>&lt;b&gt;GoClaw Lite&lt;/b&gt; {version}&lt;br&gt;Bàn làm việc cục bộ cho tác tử AI.&lt;br&gt;&lt;br&gt;Dữ liệu: {folder}</translation>
    </message>
</context>
<context>
    <name>McpPage</name>
    <message>
        <source>Model Context Protocol servers give agents more tools. A server runs only when an agent it is granted to needs it; each of its tools asks before its first use.</source>
        <translation>Máy chủ Model Context Protocol cho tác tử thêm công cụ. Một máy chủ chỉ chạy khi tác tử được cấp nó cần tới; mỗi công cụ của nó sẽ hỏi trước lần dùng đầu tiên.</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Tên</translation>
    </message>
    <message>
        <source>Transport</source>
        <translation>Giao thức</translation>
    </message>
    <message>
        <source>Command or URL</source>
        <translation>Lệnh hoặc URL</translation>
    </message>
    <message>
        <source>Secrets</source>
        <translation>Bí mật</translation>
    </message>
    <message>
        <source>Tools as</source>
        <translation>Tên công cụ</translation>
    </message>
    <message>
        <source>Agents</source>
        <translation>Tác tử</translation>
    </message>
    <message>
        <source>On</source>
        <translation>Bật</translation>
    </message>
    <message>
        <source>Agent</source>
        <translation>Tác tử</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Trạng thái</translation>
    </message>
    <message>
        <source>Tools</source>
        <translation>Công cụ</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Thời gian</translation>
    </message>
    <message>
        <source>Tool</source>
        <translation>Công cụ</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>ms</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Kết quả</translation>
    </message>
    <message>
        <source>Import MCP servers from</source>
        <translation>Nhập máy chủ MCP từ</translation>
    </message>
    <message>
        <source>MCP configs (*.json);;All files (*)</source>
        <translation>Cấu hình MCP (*.json);;Mọi tệp (*)</translation>
    </message>
    <message>
        <source>MCP servers</source>
        <translation>Máy chủ MCP</translation>
    </message>
    <message>
        <source>Test result</source>
        <translation>Kết quả kiểm tra</translation>
    </message>
    <message>
        <source>Test a server to see its name and version, its tools with their schemas (and any left out, with the reason), its resources and prompts.</source>
        <translation>Kiểm tra một máy chủ để xem tên và phiên bản, các công cụ cùng lược đồ của chúng (và công cụ nào bị loại, kèm lý do), tài nguyên và lời nhắc của nó.</translation>
    </message>
    <message>
        <source>&amp;Test</source>
        <translation>&amp;Kiểm tra</translation>
    </message>
    <message>
        <source>&amp;Agents</source>
        <translation>&amp;Tác tử</translation>
    </message>
    <message>
        <source>Recent calls of the selected server</source>
        <translation>Các lệnh gọi gần đây của máy chủ đã chọn</translation>
    </message>
    <message>
        <source>Recent &amp;calls</source>
        <translation>&amp;Lệnh gọi gần đây</translation>
    </message>
    <message>
        <source>No MCP servers yet. A server gives agents more tools: add one by its command or address, or import the servers Claude Desktop, Cursor or VS Code already use (Import… above).</source>
        <translation>Chưa có máy chủ MCP nào. Máy chủ cho tác tử thêm công cụ: thêm một máy chủ bằng lệnh hoặc địa chỉ, hoặc nhập các máy chủ mà Claude Desktop, Cursor hay VS Code đang dùng (Nhập… ở trên).</translation>
    </message>
    <message>
        <source>Add a server…</source>
        <translation>Thêm máy chủ…</translation>
    </message>
    <message>
        <source>MCP status</source>
        <translation>Trạng thái MCP</translation>
    </message>
    <message>
        <source>Add…</source>
        <translation>Thêm…</translation>
    </message>
    <message>
        <source>Add an MCP server</source>
        <translation>Thêm một máy chủ MCP</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>Sửa…</translation>
    </message>
    <message>
        <source>Edit the selected server</source>
        <translation>Sửa máy chủ đã chọn</translation>
    </message>
    <message>
        <source>Disable</source>
        <translation>Tắt</translation>
    </message>
    <message>
        <source>Enable or disable the selected server</source>
        <translation>Bật hoặc tắt máy chủ đã chọn</translation>
    </message>
    <message>
        <source>Test</source>
        <translation>Kiểm tra</translation>
    </message>
    <message>
        <source>Connect to the selected server and list what it offers</source>
        <translation>Kết nối tới máy chủ đã chọn và liệt kê những gì nó cung cấp</translation>
    </message>
    <message>
        <source>Remove…</source>
        <translation>Xóa…</translation>
    </message>
    <message>
        <source>Remove the selected server and its grants</source>
        <translation>Xóa máy chủ đã chọn và các quyền đã cấp của nó</translation>
    </message>
    <message>
        <source>Import…</source>
        <translation>Nhập…</translation>
    </message>
    <message>
        <source>Import servers from a Claude Desktop, Cursor or VS Code config</source>
        <translation>Nhập máy chủ từ cấu hình Claude Desktop, Cursor hoặc VS Code</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>Làm mới</translation>
    </message>
    <message>
        <source>Load the servers again</source>
        <translation>Tải lại các máy chủ</translation>
    </message>
    <message>
        <source>Agents that may use the selected server</source>
        <translation>Các tác tử được dùng máy chủ đã chọn</translation>
    </message>
    <message>
        <source>Grant to an agent…</source>
        <translation>Cấp cho một tác tử…</translation>
    </message>
    <message>
        <source>Let an agent use the selected server</source>
        <translation>Cho một tác tử dùng máy chủ đã chọn</translation>
    </message>
    <message>
        <source>Choose tools…</source>
        <translation>Chọn công cụ…</translation>
    </message>
    <message>
        <source>Choose which tools the agent may use</source>
        <translation>Chọn những công cụ tác tử được dùng</translation>
    </message>
    <message>
        <source>Revoke</source>
        <translation>Thu hồi</translation>
    </message>
    <message>
        <source>Take the server away from the selected agent</source>
        <translation>Thu hồi máy chủ khỏi tác tử đã chọn</translation>
    </message>
    <message>
        <source>Loading the MCP servers</source>
        <translation>Tải máy chủ MCP</translation>
    </message>
    <message numerus="yes">
        <source>%n MCP server(s).</source>
        <translation>
            <numerusform>%n máy chủ MCP.</numerusform>
        </translation>
    </message>
    <message>
        <source>Could not load the MCP servers; see the status bar.</source>
        <translation>Không tải được máy chủ MCP; xem thanh trạng thái.</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Tắt</translation>
    </message>
    <message>
        <source>It did not start the last time it was needed: {reason}</source>
        <translation>Lần gần nhất cần đến, máy chủ không khởi động được: {reason}</translation>
    </message>
    <message>
        <source>Did not start</source>
        <translation>Không khởi động được</translation>
    </message>
    <message>
        <source>agents: {agents}</source>
        <translation>tác tử: {agents}</translation>
    </message>
    <message>
        <source>Enable</source>
        <translation>Bật</translation>
    </message>
    <message>
        <source>Loading the server&apos;s recent calls</source>
        <translation>Tải các lệnh gọi gần đây của máy chủ</translation>
    </message>
    <message>
        <source>Recent &amp;calls ({count})</source>
        <translation>&amp;Lệnh gọi gần đây ({count})</translation>
    </message>
    <message>
        <source>Added MCP server {server}. Test it, then grant it to an agent.</source>
        <translation>Đã thêm máy chủ MCP {server}. Hãy kiểm tra, rồi cấp nó cho một tác tử.</translation>
    </message>
    <message>
        <source>Saved MCP server {server}.</source>
        <translation>Đã lưu máy chủ MCP {server}.</translation>
    </message>
    <message>
        <source>Switching {server}</source>
        <translation>Bật/tắt {server}</translation>
    </message>
    <message>
        <source>MCP server {server} is on.</source>
        <translation>Máy chủ MCP {server} đã bật.</translation>
    </message>
    <message>
        <source>MCP server {server} is off.</source>
        <translation>Máy chủ MCP {server} đã tắt.</translation>
    </message>
    <message>
        <source>Connecting to {server}…</source>
        <translation>Đang kết nối tới {server}…</translation>
    </message>
    <message>
        <source>Testing {server}</source>
        <translation>Kiểm tra {server}</translation>
    </message>
    <message>
        <source>did not connect</source>
        <translation>không kết nối được</translation>
    </message>
    <message numerus="yes">
        <source>%n tool(s)</source>
        <translation>
            <numerusform>%n công cụ</numerusform>
        </translation>
    </message>
    <message>
        <source>Tested {label}: {verdict} ({duration_ms} ms).</source>
        <translation>Đã kiểm tra {label}: {verdict} ({duration_ms} ms).</translation>
    </message>
    <message>
        <source>Remove the MCP server {label}?</source>
        <translation>Xóa máy chủ MCP {label}?</translation>
    </message>
    <message>
        <source>Its grants go with it and agents stop being offered its tools. Its past calls stay in the activity.</source>
        <translation>Các quyền đã cấp sẽ mất theo và tác tử không còn được cung cấp công cụ của nó. Các lệnh gọi trước đây vẫn ở lại trong Hoạt động.</translation>
    </message>
    <message>
        <source>Removing {server}</source>
        <translation>Xóa {server}</translation>
    </message>
    <message>
        <source>Removed MCP server {server}.</source>
        <translation>Đã xóa máy chủ MCP {server}.</translation>
    </message>
    <message>
        <source>Granted {server}.</source>
        <translation>Đã cấp {server}.</translation>
    </message>
    <message>
        <source>Saved the tools {agent} may use.</source>
        <translation>Đã lưu các công cụ {agent} được dùng.</translation>
    </message>
    <message>
        <source>Revoking {server} from {agent}</source>
        <translation>Thu hồi {server} khỏi {agent}</translation>
    </message>
    <message>
        <source>Agent {agent} may no longer use {server}.</source>
        <translation>Tác tử {agent} không còn được dùng {server}.</translation>
    </message>
    <message>
        <source>Reading {file}</source>
        <translation>Đọc {file}</translation>
    </message>
    <message numerus="yes">
        <source>Imported %n MCP server(s) from {file}.</source>
        <translation>
            <numerusform>Đã nhập %n máy chủ MCP từ {file}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>McpWords</name>
    <message>
        <source>Command (stdio)</source>
        <translation>Lệnh (stdio)</translation>
    </message>
    <message>
        <source>HTTP + SSE (older)</source>
        <translation>HTTP + SSE (cũ hơn)</translation>
    </message>
    <message>
        <source>All tools</source>
        <translation>Mọi công cụ</translation>
    </message>
    <message>
        <source>Only {tools}</source>
        <translation>Chỉ {tools}</translation>
    </message>
    <message>
        <source>No tools</source>
        <translation>Không công cụ nào</translation>
    </message>
    <message>
        <source> except {tools}</source>
        <translation> trừ {tools}</translation>
    </message>
    <message>
        <source>{server} did not connect ({ms} ms).</source>
        <translation>{server} không kết nối được ({ms} ms).</translation>
    </message>
    <message>
        <source>No answer.</source>
        <translation>Không có phản hồi.</translation>
    </message>
    <message numerus="yes">
        <source>%n tool(s) offered to agents as {prefix}__*</source>
        <translation>
            <numerusform>%n công cụ được cung cấp cho tác tử dưới dạng {prefix}__*</numerusform>
        </translation>
    </message>
    <message>
        <source>Connected to {name} {version} (protocol {protocol}) in {ms} ms.</source>
        <translation>Đã kết nối tới {name} {version} (giao thức {protocol}) trong {ms} ms.</translation>
    </message>
    <message>
        <source>, {count} left out</source>
        <translation>, {count} bị loại</translation>
    </message>
    <message>
        <source>Instructions: {text}</source>
        <translation>Hướng dẫn: {text}</translation>
    </message>
    <message>
        <source>✗ {tool} — left out: {problem}</source>
        <translation>✗ {tool} — bị loại: {problem}</translation>
    </message>
    <message>
        <source>• {tool}  (offered as {name})</source>
        <translation>• {tool}  (cung cấp dưới tên {name})</translation>
    </message>
    <message>
        <source>none</source>
        <translation>không có</translation>
    </message>
    <message>
        <source>Resources: {names}</source>
        <translation>Tài nguyên: {names}</translation>
    </message>
    <message>
        <source>Prompts: {names}</source>
        <translation>Lời nhắc: {names}</translation>
    </message>
    <message>
        <source> or </source>
        <translation> hoặc </translation>
    </message>
    <message>
        <source>list of {kind}</source>
        <translation>danh sách {kind}</translation>
    </message>
    <message>
        <source>one of {values}</source>
        <translation>một trong {values}</translation>
    </message>
    <message>
        <source>any value</source>
        <translation>giá trị bất kỳ</translation>
    </message>
    <message>
        <source>Takes no arguments.</source>
        <translation>Không nhận tham số.</translation>
    </message>
    <message>
        <source>Arguments:</source>
        <translation>Tham số:</translation>
    </message>
    <message>
        <source>, required</source>
        <translation>, bắt buộc</translation>
    </message>
    <message>
        <source>, default {value}</source>
        <translation>, mặc định {value}</translation>
    </message>
    <message>
        <source>; fields: {names}</source>
        <translation>; trường: {names}</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Failed: {error}</source>
        <translation>Thất bại: {error}</translation>
    </message>
    <message>
        <source>Failed (the tool said it failed)</source>
        <translation>Thất bại (công cụ báo là thất bại)</translation>
    </message>
    <message>
        <source>Skipped: {problem}</source>
        <translation>Bỏ qua: {problem}</translation>
    </message>
    <message>
        <source>Skipped: a server of that name exists</source>
        <translation>Bỏ qua: đã có máy chủ trùng tên</translation>
    </message>
    <message>
        <source>Will be added</source>
        <translation>Sẽ được thêm</translation>
    </message>
    <message>
        <source> (sealed)</source>
        <translation> (đã niêm phong)</translation>
    </message>
    <message>
        <source>API key</source>
        <translation>Khóa API</translation>
    </message>
</context>
<context>
    <name>MergeWords</name>
    <message>
        <source>no new names</source>
        <translation>không có tên mới</translation>
    </message>
    <message numerus="yes">
        <source>Merge “{merged}” into “{survivor}”? %Ln relation(s) and the names {names} move to “{survivor}”; “{merged}” is removed.</source>
        <translation>
            <numerusform>Gộp “{merged}” vào “{survivor}”? %Ln quan hệ và các tên {names} chuyển sang “{survivor}”; “{merged}” bị xóa.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln relation(s) between the two will be dropped.</source>
        <translation>
            <numerusform>%Ln quan hệ giữa hai thực thể sẽ bị bỏ.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MessageLayout</name>
    <message>
        <source>You</source>
        <translation>Bạn</translation>
    </message>
    <message>
        <source>Tool result</source>
        <translation>Kết quả công cụ</translation>
    </message>
    <message>
        <source>Assistant</source>
        <translation>Trợ lý</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Đang suy nghĩ…</translation>
    </message>
    <message>
        <source>The answer failed.</source>
        <translation>Câu trả lời thất bại.</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>Đã sao chép</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Sao chép</translation>
    </message>
    <message>
        <source>Copy result</source>
        <translation>Sao chép kết quả</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Mở</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Hủy</translation>
    </message>
    <message>
        <source>running…</source>
        <translation>đang chạy…</translation>
    </message>
    <message>
        <source>cancelling…</source>
        <translation>đang hủy…</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Thử lại</translation>
    </message>
    <message>
        <source>Edit</source>
        <translation>Sửa</translation>
    </message>
    <message>
        <source>Regenerate</source>
        <translation>Tạo lại</translation>
    </message>
    <message>
        <source>Helpful</source>
        <translation>Hữu ích</translation>
    </message>
    <message>
        <source>Not helpful</source>
        <translation>Không hữu ích</translation>
    </message>
    <message>
        <source>View trace</source>
        <translation>Xem truy vết</translation>
    </message>
</context>
<context>
    <name>MessageView</name>
    <message>
        <source>Your message</source>
        <translation>Tin nhắn của bạn</translation>
    </message>
    <message>
        <source>Message from {author}</source>
        <translation>Tin nhắn từ {author}</translation>
    </message>
    <message>
        <source>the assistant</source>
        <translation>trợ lý</translation>
    </message>
    <message>
        <source>Copy message</source>
        <translation>Sao chép tin nhắn</translation>
    </message>
    <message>
        <source>Select text…</source>
        <translation>Chọn văn bản…</translation>
    </message>
    <message>
        <source>Copy code block {number}</source>
        <translation>Sao chép khối mã {number}</translation>
    </message>
    <message>
        <source>Hide details of {tool}</source>
        <translation>Ẩn chi tiết của {tool}</translation>
    </message>
    <message>
        <source>Show details of {tool}</source>
        <translation>Hiện chi tiết của {tool}</translation>
    </message>
    <message>
        <source>Copy result of {tool}</source>
        <translation>Sao chép kết quả của {tool}</translation>
    </message>
    <message>
        <source>Open subtask “{name}”</source>
        <translation>Mở tác vụ con “{name}”</translation>
    </message>
    <message>
        <source>Cancel subtask “{name}”</source>
        <translation>Hủy tác vụ con “{name}”</translation>
    </message>
    <message>
        <source>Edit and resend</source>
        <translation>Sửa và gửi lại</translation>
    </message>
    <message>
        <source>Regenerate</source>
        <translation>Tạo lại</translation>
    </message>
    <message>
        <source>Helpful</source>
        <translation>Hữu ích</translation>
    </message>
    <message>
        <source>Not helpful</source>
        <translation>Không hữu ích</translation>
    </message>
    <message>
        <source>View trace</source>
        <translation>Xem truy vết</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Thử lại</translation>
    </message>
    <message>
        <source>Previous version ({number}/{count})</source>
        <translation>Phiên bản trước ({number}/{count})</translation>
    </message>
    <message>
        <source>Next version ({number}/{count})</source>
        <translation>Phiên bản sau ({number}/{count})</translation>
    </message>
    <message>
        <source>Message actions</source>
        <translation>Thao tác với tin nhắn</translation>
    </message>
    <message>
        <source>Messages</source>
        <translation>Tin nhắn</translation>
    </message>
    <message>
        <source>The conversation. Arrow keys move between messages; Ctrl+C copies one, Space opens its tool details, F2 edits your message, Ctrl+R regenerates an answer, Alt+Left and Alt+Right switch versions, the Menu key lists everything else.</source>
        <translation>Cuộc trò chuyện. Phím mũi tên chuyển giữa các tin nhắn; Ctrl+C sao chép một tin nhắn, Space mở chi tiết công cụ, F2 sửa tin nhắn của bạn, Ctrl+R tạo lại câu trả lời, Alt+Trái và Alt+Phải chuyển phiên bản, phím Menu liệt kê mọi thao tác khác.</translation>
    </message>
    <message>
        <source>↓  Latest</source>
        <translation>↓  Mới nhất</translation>
    </message>
    <message>
        <source>Jump to the latest message</source>
        <translation>Đến tin nhắn mới nhất</translation>
    </message>
    <message>
        <source>Jump to the latest message (Ctrl+End)</source>
        <translation>Đến tin nhắn mới nhất (Ctrl+End)</translation>
    </message>
</context>
<context>
    <name>ModelsPage</name>
    <message>
        <source>Models</source>
        <translation>Mô hình</translation>
    </message>
    <message>
        <source>Models that run on this computer, offline. Download one, then choose it for an agent.</source>
        <translation>Các mô hình chạy trên máy tính này, không cần mạng. Tải một mô hình về, rồi chọn nó cho một tác tử.</translation>
    </message>
    <message>
        <source>Local models</source>
        <translation>Mô hình cục bộ</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Mô hình</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Kích thước</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>Bộ nhớ</translation>
    </message>
    <message>
        <source>Licence</source>
        <translation>Giấy phép</translation>
    </message>
    <message>
        <source>This computer</source>
        <translation>Máy tính này</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Trạng thái</translation>
    </message>
    <message>
        <source>Models status</source>
        <translation>Trạng thái mô hình</translation>
    </message>
    <message>
        <source>Filter the list</source>
        <translation>Lọc danh sách</translation>
    </message>
    <message>
        <source>Filter models</source>
        <translation>Lọc mô hình</translation>
    </message>
    <message>
        <source>Search the hub, or name owner/repository/file.gguf</source>
        <translation>Tìm trên hub, hoặc nhập chủ-sở-hữu/kho/tệp.gguf</translation>
    </message>
    <message>
        <source>Hub search or file</source>
        <translation>Tìm trên hub hoặc tệp</translation>
    </message>
    <message>
        <source>Search the hub</source>
        <translation>Tìm trên hub</translation>
    </message>
    <message>
        <source>Lists the hub&apos;s GGUF files that match; a full owner/repository/file.gguf is downloaded at once</source>
        <translation>Liệt kê các tệp GGUF khớp trên hub; nếu nhập đủ chủ-sở-hữu/kho/tệp.gguf thì tải về ngay</translation>
    </message>
    <message>
        <source>&amp;Download</source>
        <translation>&amp;Tải về</translation>
    </message>
    <message>
        <source>Download the selected model</source>
        <translation>Tải mô hình đã chọn</translation>
    </message>
    <message>
        <source>Agent</source>
        <translation>Tác tử</translation>
    </message>
    <message>
        <source>&amp;Use for agent</source>
        <translation>&amp;Dùng cho tác tử</translation>
    </message>
    <message>
        <source>Use the selected model for the agent</source>
        <translation>Dùng mô hình đã chọn cho tác tử</translation>
    </message>
    <message>
        <source>The agent talks to the built-in server running this model from its next message</source>
        <translation>Từ tin nhắn tiếp theo, tác tử sẽ trò chuyện với máy chủ tích hợp đang chạy mô hình này</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Xóa</translation>
    </message>
    <message>
        <source>Remove the selected model</source>
        <translation>Xóa mô hình đã chọn</translation>
    </message>
    <message>
        <source>Download progress</source>
        <translation>Tiến độ tải về</translation>
    </message>
    <message>
        <source>Cancel download</source>
        <translation>Hủy tải về</translation>
    </message>
    <message>
        <source>Cancel the download</source>
        <translation>Hủy tải về</translation>
    </message>
    <message>
        <source>{name} (built in)</source>
        <translation>{name} (tích hợp sẵn)</translation>
    </message>
    <message>
        <source>Listing the local models</source>
        <translation>Liệt kê các mô hình cục bộ</translation>
    </message>
    <message>
        <source>Installed with GoClaw Lite</source>
        <translation>Được cài cùng GoClaw Lite</translation>
    </message>
    <message>
        <source>Checked at download</source>
        <translation>Kiểm tra khi tải về</translation>
    </message>
    <message>
        <source>Runs here</source>
        <translation>Chạy được ở đây</translation>
    </message>
    <message>
        <source>Not enough memory</source>
        <translation>Không đủ bộ nhớ</translation>
    </message>
    <message>
        <source>Not enough disk</source>
        <translation>Không đủ dung lượng đĩa</translation>
    </message>
    <message>
        <source>Downloading…</source>
        <translation>Đang tải về…</translation>
    </message>
    <message>
        <source>Used by %1</source>
        <translation>Được dùng bởi %1</translation>
    </message>
    <message>
        <source>Built in</source>
        <translation>Tích hợp sẵn</translation>
    </message>
    <message>
        <source>Downloaded</source>
        <translation>Đã tải về</translation>
    </message>
    <message>
        <source>On the hub</source>
        <translation>Trên hub</translation>
    </message>
    <message>
        <source>Searching the hub for “%1”…</source>
        <translation>Đang tìm “%1” trên hub…</translation>
    </message>
    <message>
        <source>Searching the hub</source>
        <translation>Tìm trên hub</translation>
    </message>
    <message numerus="yes">
        <source>%n GGUF file(s) on the hub match; select one and press Download.</source>
        <translation>
            <numerusform>%n tệp GGUF trên hub khớp; chọn một tệp rồi nhấn Tải về.</numerusform>
        </translation>
    </message>
    <message>
        <source>No GGUF file on the hub matches.</source>
        <translation>Không có tệp GGUF nào trên hub khớp.</translation>
    </message>
    <message>
        <source>Checking %1 with the hub…</source>
        <translation>Đang kiểm tra %1 với hub…</translation>
    </message>
    <message>
        <source>Downloading a model</source>
        <translation>Tải xuống mô hình</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>%1/s</source>
        <translation>%1/giây</translation>
    </message>
    <message numerus="yes">
        <source>%n h left</source>
        <translation>
            <numerusform>còn %n giờ</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n min left</source>
        <translation>
            <numerusform>còn %n phút</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n s left</source>
        <translation>
            <numerusform>còn %n giây</numerusform>
        </translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>Đang hủy…</translation>
    </message>
    <message>
        <source>%1 was already downloaded.</source>
        <translation>%1 đã được tải về từ trước.</translation>
    </message>
    <message>
        <source>Downloaded %1 (%2), checksum verified.</source>
        <translation>Đã tải %1 (%2), mã kiểm tra khớp.</translation>
    </message>
    <message>
        <source>Download cancelled; nothing was kept.</source>
        <translation>Đã hủy tải về; không giữ lại gì.</translation>
    </message>
    <message>
        <source>The download failed: %1</source>
        <translation>Tải về thất bại: %1</translation>
    </message>
    <message>
        <source>Choosing a model</source>
        <translation>Chọn mô hình</translation>
    </message>
    <message>
        <source>%1 now uses %2; the model starts with its next message.</source>
        <translation>%1 giờ dùng %2; mô hình sẽ khởi động ở tin nhắn tiếp theo.</translation>
    </message>
    <message>
        <source>Removing a model</source>
        <translation>Xóa mô hình</translation>
    </message>
    <message>
        <source>Delete the downloaded file of %1?</source>
        <translation>Xóa tệp đã tải về của %1?</translation>
    </message>
    <message>
        <source>It frees %1 of disk; you can download it again later.</source>
        <translation>Việc này giải phóng %1 trên đĩa; bạn có thể tải lại sau.</translation>
    </message>
    <message>
        <source>Removed %1.</source>
        <translation>Đã xóa %1.</translation>
    </message>
</context>
<context>
    <name>NextStepCard</name>
    <message>
        <source>{action}: {title}</source>
        <translation>{action}: {title}</translation>
    </message>
</context>
<context>
    <name>NoKeyPanel</name>
    <message>
        <source>Credentials need the encryption key</source>
        <translation>Thông tin xác thực cần khóa mã hóa</translation>
    </message>
    <message>
        <source>Tool credentials are only ever stored encrypted, and GoClaw Lite was started without the encryption key, so they can be neither shown nor changed.

Quit and start GoClaw Lite again: it asks for the key when it cannot find it. Paste the key from your key backup.</source>
        <translation>Thông tin xác thực của công cụ chỉ được lưu ở dạng mã hóa, và GoClaw Lite đã khởi động mà không có khóa mã hóa, nên không thể hiện hay thay đổi chúng.

Hãy thoát và khởi động lại GoClaw Lite: nó sẽ hỏi khóa khi không tìm thấy. Hãy dán khóa từ bản sao lưu khóa của bạn.</translation>
    </message>
</context>
<context>
    <name>NoticeBanner</name>
    <message>
        <source>Notice</source>
        <translation>Thông báo</translation>
    </message>
    <message>
        <source>Notice action</source>
        <translation>Thao tác của thông báo</translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>Bỏ qua</translation>
    </message>
    <message>
        <source>Dismiss notice</source>
        <translation>Ẩn thông báo</translation>
    </message>
</context>
<context>
    <name>NoticeDialog</name>
    <message>
        <source>Back up the key…</source>
        <translation>Sao lưu khóa…</translation>
    </message>
    <message>
        <source>Back up the encryption key</source>
        <translation>Sao lưu khóa mã hóa</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
</context>
<context>
    <name>OpenProgress</name>
    <message>
        <source>Updating the database</source>
        <translation>Đang cập nhật cơ sở dữ liệu</translation>
    </message>
    <message>
        <source>{what} ({done} of {total})</source>
        <translation>{what} ({done} / {total})</translation>
    </message>
</context>
<context>
    <name>OverrideWords</name>
    <message>
        <source>temperature {value}</source>
        <translation>nhiệt độ {value}</translation>
    </message>
    <message>
        <source>no token limit</source>
        <translation>không giới hạn token</translation>
    </message>
    <message numerus="yes">
        <source>at most %Ln token(s)</source>
        <translation>
            <numerusform>tối đa %Ln token</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PageBar</name>
    <message>
        <source>List</source>
        <translation>Danh sách</translation>
    </message>
    <message>
        <source>Show or hide the entity list</source>
        <translation>Hiện hoặc ẩn danh sách thực thể</translation>
    </message>
    <message>
        <source>&amp;Agent</source>
        <translation>&amp;Tác tử</translation>
    </message>
    <message>
        <source>Graph totals</source>
        <translation>Tổng số của đồ thị</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Hoàn tác</translation>
    </message>
    <message>
        <source>Nothing to undo</source>
        <translation>Không có gì để hoàn tác</translation>
    </message>
    <message>
        <source>Import…</source>
        <translation>Nhập…</translation>
    </message>
    <message>
        <source>Add the entities and relations of a knowledge graph file (JSON)</source>
        <translation>Thêm các thực thể và quan hệ từ một tệp đồ thị tri thức (JSON)</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Xuất…</translation>
    </message>
    <message>
        <source>Save this agent&apos;s whole knowledge graph as a file (JSON) to import elsewhere</source>
        <translation>Lưu toàn bộ đồ thị tri thức của tác tử này thành tệp (JSON) để nhập ở nơi khác</translation>
    </message>
    <message>
        <source>Prune…</source>
        <translation>Lược bỏ…</translation>
    </message>
    <message>
        <source>Prune low-confidence knowledge</source>
        <translation>Lược bỏ tri thức có độ tin cậy thấp</translation>
    </message>
    <message>
        <source>More</source>
        <translation>Khác</translation>
    </message>
    <message>
        <source>More: import, export and prune</source>
        <translation>Khác: nhập, xuất và lược bỏ</translation>
    </message>
    <message>
        <source>Import…, Export… and Prune…</source>
        <translation>Nhập…, Xuất… và Lược bỏ…</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>Làm mới</translation>
    </message>
    <message>
        <source>Load everything again (F5)</source>
        <translation>Tải lại tất cả (F5)</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>Chi tiết</translation>
    </message>
    <message>
        <source>Show or hide the details panel</source>
        <translation>Hiện hoặc ẩn khung chi tiết</translation>
    </message>
</context>
<context>
    <name>ProbeWords</name>
    <message>
        <source>{server} (port {port})</source>
        <translation>{server} (cổng {port})</translation>
    </message>
    <message numerus="yes">
        <source>{server}: %Ln model(s)</source>
        <translation>
            <numerusform>{server}: %Ln mô hình</numerusform>
        </translation>
    </message>
    <message>
        <source>no answer in time</source>
        <translation>không trả lời kịp thời</translation>
    </message>
    <message>
        <source>nothing is listening</source>
        <translation>không có gì đang lắng nghe</translation>
    </message>
    <message>
        <source>the server wants a valid API key</source>
        <translation>máy chủ yêu cầu một khóa API hợp lệ</translation>
    </message>
    <message>
        <source>answered HTTP {status}, not a model list</source>
        <translation>trả lời HTTP {status}, không phải danh sách mô hình</translation>
    </message>
    <message>
        <source>not an OpenAI-compatible server</source>
        <translation>không phải máy chủ tương thích OpenAI</translation>
    </message>
</context>
<context>
    <name>ProgressPanel</name>
    <message>
        <source>about {seconds} s left</source>
        <translation>còn khoảng {seconds} giây</translation>
    </message>
    <message>
        <source>about {minutes} min left</source>
        <translation>còn khoảng {minutes} phút</translation>
    </message>
    <message>
        <source>Overall progress</source>
        <translation>Tiến độ chung</translation>
    </message>
    <message>
        <source>Copy rate and time left</source>
        <translation>Tốc độ sao chép và thời gian còn lại</translation>
    </message>
    <message>
        <source>Tables to copy</source>
        <translation>Các bảng cần sao chép</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Bảng</translation>
    </message>
    <message>
        <source>Rows</source>
        <translation>Số dòng</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>Tiến độ</translation>
    </message>
    <message>
        <source>{table} progress</source>
        <translation>Tiến độ {table}</translation>
    </message>
    <message>
        <source>{rows} in {tables}.</source>
        <translation>{rows} trong {tables}.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln row(s)</source>
        <translation>
            <numerusform>%Ln dòng</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n table(s)</source>
        <translation>
            <numerusform>%n bảng</numerusform>
        </translation>
    </message>
    <message>
        <source>{done} of {total} rows · {rate} rows/s</source>
        <translation>{done} / {total} dòng · {rate} dòng/giây</translation>
    </message>
    <message>
        <source>copied in {duration}</source>
        <translation>đã sao chép trong {duration}</translation>
    </message>
</context>
<context>
    <name>PromotePage</name>
    <message>
        <source>Copy everything into a PostgreSQL database (the Standard edition&apos;s store), check it table by table, and use it from now on if you like. Your SQLite file stays as it is.</source>
        <translation>Sao chép mọi thứ vào một cơ sở dữ liệu PostgreSQL (nơi lưu trữ của bản Standard), kiểm tra từng bảng, và nếu muốn thì dùng nó từ nay về sau. Tệp SQLite của bạn vẫn giữ nguyên.</translation>
    </message>
    <message>
        <source>Promote to PostgreSQL</source>
        <translation>Chuyển lên PostgreSQL</translation>
    </message>
    <message>
        <source>GoClaw Lite already runs on {description}. Nothing to promote.</source>
        <translation>GoClaw Lite đã chạy trên {description}. Không có gì để chuyển.</translation>
    </message>
    <message>
        <source>1. Server</source>
        <translation>1. Máy chủ</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Máy chủ</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>Cổng</translation>
    </message>
    <message>
        <source>Database</source>
        <translation>Cơ sở dữ liệu</translation>
    </message>
    <message>
        <source>an empty database, e.g. goclaw</source>
        <translation>một cơ sở dữ liệu trống, ví dụ goclaw</translation>
    </message>
    <message>
        <source>User</source>
        <translation>Người dùng</translation>
    </message>
    <message>
        <source>a user that may create tables there</source>
        <translation>người dùng có quyền tạo bảng ở đó</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>Mật khẩu</translation>
    </message>
    <message>
        <source>kept only while this window is open</source>
        <translation>chỉ được giữ khi cửa sổ này còn mở</translation>
    </message>
    <message>
        <source>H&amp;ost:</source>
        <translation>&amp;Máy chủ:</translation>
    </message>
    <message>
        <source>&amp;Port:</source>
        <translation>&amp;Cổng:</translation>
    </message>
    <message>
        <source>&amp;Database:</source>
        <translation>Cơ sở &amp;dữ liệu:</translation>
    </message>
    <message>
        <source>&amp;User:</source>
        <translation>&amp;Người dùng:</translation>
    </message>
    <message>
        <source>Pass&amp;word:</source>
        <translation>Mật k&amp;hẩu:</translation>
    </message>
    <message>
        <source>&amp;Test connection</source>
        <translation>&amp;Kiểm tra kết nối</translation>
    </message>
    <message>
        <source>Test connection</source>
        <translation>Kiểm tra kết nối</translation>
    </message>
    <message>
        <source>Connect, check the server and your privileges, and count the rows; writes nothing</source>
        <translation>Kết nối, kiểm tra máy chủ và quyền của bạn, rồi đếm số dòng; không ghi gì</translation>
    </message>
    <message>
        <source>Check result</source>
        <translation>Kết quả kiểm tra</translation>
    </message>
    <message>
        <source>2. Copy and verify</source>
        <translation>2. Sao chép và kiểm tra</translation>
    </message>
    <message>
        <source>Afterwards, use PostgreSQL from now on</source>
        <translation>Sau đó, dùng PostgreSQL từ nay về sau</translation>
    </message>
    <message>
        <source>Takes effect when GoClaw Lite restarts</source>
        <translation>Có hiệu lực khi GoClaw Lite khởi động lại</translation>
    </message>
    <message>
        <source>Use PostgreSQL after the copy</source>
        <translation>Dùng PostgreSQL sau khi sao chép</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Bắt đầu</translation>
    </message>
    <message>
        <source>Start promotion</source>
        <translation>Bắt đầu chuyển</translation>
    </message>
    <message>
        <source>Use PostgreSQL from now on</source>
        <translation>Dùng PostgreSQL từ nay</translation>
    </message>
    <message>
        <source>Verify once more, then make GoClaw Lite use PostgreSQL from its next start</source>
        <translation>Kiểm tra thêm một lần, rồi để GoClaw Lite dùng PostgreSQL từ lần khởi động tới</translation>
    </message>
    <message>
        <source>Promotion result</source>
        <translation>Kết quả chuyển</translation>
    </message>
    <message>
        <source>Checking {server}…</source>
        <translation>Đang kiểm tra {server}…</translation>
    </message>
    <message>
        <source>Check failed.</source>
        <translation>Kiểm tra thất bại.</translation>
    </message>
    <message>
        <source>Checking the PostgreSQL server</source>
        <translation>Kiểm tra máy chủ PostgreSQL</translation>
    </message>
    <message>
        <source>already holds this install: Start continues or re-verifies it</source>
        <translation>đã chứa bản cài đặt này: Bắt đầu sẽ tiếp tục hoặc kiểm tra lại</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>trống</translation>
    </message>
    <message>
        <source>PostgreSQL {version} at {target}: {state}. {rows} to copy (roughly {seconds} s).</source>
        <translation>PostgreSQL {version} tại {target}: {state}. Cần sao chép {rows} (khoảng {seconds} giây).</translation>
    </message>
    <message numerus="yes">
        <source>%Ln row(s)</source>
        <translation>
            <numerusform>%Ln dòng</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Tiếp tục</translation>
    </message>
    <message>
        <source>Copying into {server}…</source>
        <translation>Đang sao chép vào {server}…</translation>
    </message>
    <message>
        <source>The promotion stopped; Start continues it.</source>
        <translation>Việc chuyển đã dừng; Bắt đầu sẽ tiếp tục.</translation>
    </message>
    <message>
        <source>Promoting to PostgreSQL</source>
        <translation>Chuyển lên PostgreSQL</translation>
    </message>
    <message>
        <source>Nothing new to copy into {server}.</source>
        <translation>Không có gì mới để sao chép vào {server}.</translation>
    </message>
    <message numerus="yes">
        <source>Copied %Ln row(s) into {server}.</source>
        <translation>
            <numerusform>Đã sao chép %Ln dòng vào {server}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Verified %n table(s): row counts and checksums match.</source>
        <translation>
            <numerusform>Đã kiểm tra %n bảng: số dòng và mã kiểm tra khớp.</numerusform>
        </translation>
    </message>
    <message>
        <source>Done.</source>
        <translation>Xong.</translation>
    </message>
    <message>
        <source>Verifying once more, then switching…</source>
        <translation>Đang kiểm tra thêm một lần, rồi chuyển…</translation>
    </message>
    <message>
        <source>Not switched.</source>
        <translation>Chưa chuyển.</translation>
    </message>
    <message>
        <source>Switching to PostgreSQL</source>
        <translation>Chuyển sang PostgreSQL</translation>
    </message>
    <message>
        <source> The password was not stored: put it in ~/.pgpass (or PGPASSWORD) so GoClaw Lite can connect.</source>
        <translation> Mật khẩu không được lưu: hãy đặt nó vào ~/.pgpass (hoặc PGPASSWORD) để GoClaw Lite kết nối được.</translation>
    </message>
    <message>
        <source>GoClaw Lite will use {server} from the next start. Restart GoClaw Lite now; until then this window keeps writing to SQLite, and that would not be in PostgreSQL. The SQLite file is kept read-only as a backup, and the guide&apos;s PostgreSQL page says how to switch back to it.</source>
        <translation>GoClaw Lite sẽ dùng {server} từ lần khởi động tới. Hãy khởi động lại GoClaw Lite ngay; cho đến lúc đó cửa sổ này vẫn ghi vào SQLite, và những gì ghi sẽ không có trong PostgreSQL. Tệp SQLite được giữ ở chế độ chỉ đọc làm bản sao lưu; trang PostgreSQL trong hướng dẫn nói cách quay lại nó.</translation>
    </message>
    <message>
        <source>Switched: restart GoClaw Lite.</source>
        <translation>Đã chuyển: hãy khởi động lại GoClaw Lite.</translation>
    </message>
</context>
<context>
    <name>ProvidersBox</name>
    <message>
        <source>Server</source>
        <translation>Máy chủ</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Địa chỉ</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Khóa</translation>
    </message>
    <message>
        <source>Default model</source>
        <translation>Mô hình mặc định</translation>
    </message>
    <message>
        <source>Used</source>
        <translation>Dùng</translation>
    </message>
    <message numerus="yes">
        <source>{server} is the model server of %n agent(s): {agents}. Remove it anyway?</source>
        <translation>
            <numerusform>{server} là máy chủ mô hình của %n tác tử: {agents}. Vẫn xóa?</numerusform>
        </translation>
    </message>
    <message>
        <source>Those agents cannot chat until you give them another server (Agents). This cannot be undone.</source>
        <translation>Các tác tử đó không thể trò chuyện cho đến khi bạn gán cho chúng máy chủ khác (Tác tử). Không thể hoàn tác.</translation>
    </message>
    <message>
        <source>Remove {server}? It is a fallback of {agents}.</source>
        <translation>Xóa {server}? Nó là máy chủ dự phòng của {agents}.</translation>
    </message>
    <message>
        <source>Those agents skip it from now on. This cannot be undone.</source>
        <translation>Từ nay các tác tử đó sẽ bỏ qua nó. Không thể hoàn tác.</translation>
    </message>
    <message>
        <source>Remove {server} ({address})?</source>
        <translation>Xóa {server} ({address})?</translation>
    </message>
    <message>
        <source>No agent uses it. This cannot be undone.</source>
        <translation>Không tác tử nào dùng nó. Không thể hoàn tác.</translation>
    </message>
    <message>
        <source>Model servers</source>
        <translation>Máy chủ mô hình</translation>
    </message>
    <message>
        <source>Add &amp;server…</source>
        <translation>Thêm máy c&amp;hủ…</translation>
    </message>
    <message>
        <source>Add a model server</source>
        <translation>Thêm một máy chủ mô hình</translation>
    </message>
    <message>
        <source>&amp;Edit…</source>
        <translation>&amp;Sửa…</translation>
    </message>
    <message>
        <source>Edit the selected server</source>
        <translation>Sửa máy chủ đã chọn</translation>
    </message>
    <message>
        <source>&amp;Test</source>
        <translation>&amp;Kiểm tra</translation>
    </message>
    <message>
        <source>List the selected server&apos;s models</source>
        <translation>Liệt kê các mô hình của máy chủ đã chọn</translation>
    </message>
    <message>
        <source>Stop &amp;using</source>
        <translation>Ngừng &amp;dùng</translation>
    </message>
    <message>
        <source>Stop or start using the selected server</source>
        <translation>Ngừng hoặc dùng lại máy chủ đã chọn</translation>
    </message>
    <message>
        <source>&amp;Remove…</source>
        <translation>&amp;Xóa…</translation>
    </message>
    <message>
        <source>Remove the selected server</source>
        <translation>Xóa máy chủ đã chọn</translation>
    </message>
    <message>
        <source>Model servers status</source>
        <translation>Trạng thái máy chủ mô hình</translation>
    </message>
    <message>
        <source>Listing model servers</source>
        <translation>Liệt kê máy chủ mô hình</translation>
    </message>
    <message>
        <source>stored</source>
        <translation>đã lưu</translation>
    </message>
    <message>
        <source>none</source>
        <translation>không có</translation>
    </message>
    <message>
        <source>used</source>
        <translation>đang dùng</translation>
    </message>
    <message>
        <source>not used</source>
        <translation>không dùng</translation>
    </message>
    <message>
        <source>No model server yet: Add server… sets one up.</source>
        <translation>Chưa có máy chủ mô hình: nút Thêm máy chủ… sẽ thiết lập một máy chủ.</translation>
    </message>
    <message>
        <source>&amp;Use again</source>
        <translation>&amp;Dùng lại</translation>
    </message>
    <message>
        <source>{server} added.</source>
        <translation>Đã thêm {server}.</translation>
    </message>
    <message>
        <source>{server} saved.</source>
        <translation>Đã lưu {server}.</translation>
    </message>
    <message>
        <source>Asking {label} for its models…</source>
        <translation>Đang hỏi {label} danh sách mô hình…</translation>
    </message>
    <message>
        <source> Its default model {model} is not among them.</source>
        <translation> Mô hình mặc định {model} của nó không có trong số đó.</translation>
    </message>
    <message>
        <source>{server}: {summary}</source>
        <translation>{server}: {summary}</translation>
    </message>
    <message>
        <source>Testing {label}</source>
        <translation>Kiểm tra {label}</translation>
    </message>
    <message>
        <source>{server} is used again.</source>
        <translation>{server} được dùng lại.</translation>
    </message>
    <message>
        <source>{server} is not used any more (agents on it fall back or fail).</source>
        <translation>{server} không còn được dùng (các tác tử dùng nó sẽ chuyển sang dự phòng hoặc báo lỗi).</translation>
    </message>
    <message>
        <source>Changing {label}</source>
        <translation>Thay đổi {label}</translation>
    </message>
    <message>
        <source>Checking who uses {label}</source>
        <translation>Kiểm tra ai đang dùng {label}</translation>
    </message>
    <message>
        <source>Not removed: {agents} chat through {label}.</source>
        <translation>Chưa xóa: {agents} đang trò chuyện qua {label}.</translation>
    </message>
    <message>
        <source>Remove {label}?</source>
        <translation>Xóa {label}?</translation>
    </message>
    <message>
        <source>Remove anyway</source>
        <translation>Vẫn xóa</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Xóa</translation>
    </message>
    <message>
        <source>Remove {label}</source>
        <translation>Xóa {label}</translation>
    </message>
    <message numerus="yes">
        <source> %n agent(s) need another server: {agents}.</source>
        <translation>
            <numerusform> %n tác tử cần máy chủ khác: {agents}.</numerusform>
        </translation>
    </message>
    <message>
        <source>{label} removed.{tail}</source>
        <translation>Đã xóa {label}.{tail}</translation>
    </message>
    <message>
        <source>Removing {label}</source>
        <translation>Xóa {label}</translation>
    </message>
</context>
<context>
    <name>PruneDialog</name>
    <message>
        <source>Prune low-confidence knowledge</source>
        <translation>Lược bỏ tri thức có độ tin cậy thấp</translation>
    </message>
    <message>
        <source>Remove the entities and relations of {agent} whose confidence is below a threshold. An entity&apos;s relations go with it. This cannot be undone.</source>
        <translation>Xóa các thực thể và quan hệ của {agent} có độ tin cậy dưới một ngưỡng. Các quan hệ của một thực thể bị xóa theo nó. Không thể hoàn tác.</translation>
    </message>
    <message>
        <source>Minimum confidence to keep</source>
        <translation>Độ tin cậy tối thiểu để giữ lại</translation>
    </message>
    <message>
        <source>&amp;Keep confidence ≥</source>
        <translation>&amp;Giữ độ tin cậy ≥</translation>
    </message>
    <message>
        <source>Counting…</source>
        <translation>Đang đếm…</translation>
    </message>
    <message>
        <source>What would be removed</source>
        <translation>Những gì sẽ bị xóa</translation>
    </message>
    <message>
        <source>Pre&amp;view</source>
        <translation>&amp;Xem trước</translation>
    </message>
    <message>
        <source>Count what would be removed</source>
        <translation>Đếm những gì sẽ bị xóa</translation>
    </message>
    <message>
        <source>Count again what this threshold would remove (Enter)</source>
        <translation>Đếm lại những gì ngưỡng này sẽ xóa (Enter)</translation>
    </message>
    <message>
        <source>&amp;Prune</source>
        <translation>&amp;Lược bỏ</translation>
    </message>
    <message>
        <source>Prune now</source>
        <translation>Lược bỏ ngay</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Hủy</translation>
    </message>
    <message>
        <source>Nothing has a confidence below {confidence}.</source>
        <translation>Không có gì có độ tin cậy dưới {confidence}.</translation>
    </message>
    <message>
        <source>Lowest first: {names}</source>
        <translation>Thấp nhất trước: {names}</translation>
    </message>
    <message numerus="yes">
        <source>%Ln relation(s)</source>
        <translation>
            <numerusform>%Ln quan hệ</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln entity(ies) and {relations} would be removed.</source>
        <translation>
            <numerusform>Sẽ xóa %Ln thực thể và {relations}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Pruning…</source>
        <translation>Đang lược bỏ…</translation>
    </message>
</context>
<context>
    <name>SecretRows</name>
    <message>
        <source>Add {what}</source>
        <translation>Thêm {what}</translation>
    </message>
    <message>
        <source>Values are stored encrypted and shown masked; leave a stored one blank to keep it.</source>
        <translation>Giá trị được lưu mã hóa và hiển thị bị che; để trống một giá trị đã lưu để giữ nguyên.</translation>
    </message>
    <message>
        <source>{what} name</source>
        <translation>Tên {what}</translation>
    </message>
    <message>
        <source>NAME</source>
        <translation>TÊN</translation>
    </message>
    <message>
        <source>Value of {what} {name}</source>
        <translation>Giá trị của {what} {name}</translation>
    </message>
    <message>
        <source>{MASK} (stored; type to replace)</source>
        <translation>{MASK} (đã lưu; gõ để thay thế)</translation>
    </message>
    <message>
        <source>value</source>
        <translation>giá trị</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Xóa</translation>
    </message>
    <message>
        <source>Remove this {what}</source>
        <translation>Xóa {what} này</translation>
    </message>
</context>
<context>
    <name>ServerDialog</name>
    <message>
        <source>OpenAI-compatible (/v1/chat/completions)</source>
        <translation>Tương thích OpenAI (/v1/chat/completions)</translation>
    </message>
    <message>
        <source>Anthropic Messages API</source>
        <translation>Anthropic Messages API</translation>
    </message>
    <message>
        <source>Edit {server}</source>
        <translation>Sửa {server}</translation>
    </message>
    <message>
        <source>Add a model server</source>
        <translation>Thêm một máy chủ mô hình</translation>
    </message>
    <message>
        <source>Kind of server</source>
        <translation>Loại máy chủ</translation>
    </message>
    <message>
        <source>custom address</source>
        <translation>địa chỉ tùy chỉnh</translation>
    </message>
    <message>
        <source>cloud, needs a key</source>
        <translation>đám mây, cần khóa</translation>
    </message>
    <message>
        <source>on this computer</source>
        <translation>trên máy tính này</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Tùy chỉnh</translation>
    </message>
    <message>
        <source>API the server speaks</source>
        <translation>API mà máy chủ dùng</translation>
    </message>
    <message>
        <source>Server address</source>
        <translation>Địa chỉ máy chủ</translation>
    </message>
    <message>
        <source>Provider name</source>
        <translation>Tên nhà cung cấp</translation>
    </message>
    <message>
        <source>Edit MCP server {server}</source>
        <translation>Sửa máy chủ MCP {server}</translation>
    </message>
    <message>
        <source>Add an MCP server</source>
        <translation>Thêm một máy chủ MCP</translation>
    </message>
    <message>
        <source>Server name</source>
        <translation>Tên máy chủ</translation>
    </message>
    <message>
        <source>time, git, files… (letters, digits, - and _)</source>
        <translation>time, git, files… (chữ cái, chữ số, - và _)</translation>
    </message>
    <message>
        <source>Display name</source>
        <translation>Tên hiển thị</translation>
    </message>
    <message>
        <source>optional, shown in lists</source>
        <translation>không bắt buộc, hiện trong danh sách</translation>
    </message>
    <message>
        <source>Transport</source>
        <translation>Giao thức</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation>&amp;Tên</translation>
    </message>
    <message>
        <source>&amp;Display name</source>
        <translation>Tên &amp;hiển thị</translation>
    </message>
    <message>
        <source>&amp;Transport</source>
        <translation>&amp;Giao thức</translation>
    </message>
    <message>
        <source>Tool prefix</source>
        <translation>Tiền tố công cụ</translation>
    </message>
    <message>
        <source>the server&apos;s name</source>
        <translation>tên của máy chủ</translation>
    </message>
    <message>
        <source>Agents see the tools as PREFIX__tool, so they never collide with others</source>
        <translation>Tác tử thấy công cụ dưới dạng PREFIX__tool, nên chúng không bao giờ trùng với công cụ khác</translation>
    </message>
    <message>
        <source>Timeout in seconds</source>
        <translation>Thời gian chờ tính bằng giây</translation>
    </message>
    <message>
        <source> s</source>
        <translation> giây</translation>
    </message>
    <message>
        <source>Agents granted this server may use it</source>
        <translation>Các tác tử được cấp máy chủ này có thể dùng nó</translation>
    </message>
    <message>
        <source>Enabled</source>
        <translation>Đang bật</translation>
    </message>
    <message>
        <source>Folders offered as roots, one per line</source>
        <translation>Các thư mục được cung cấp làm gốc, mỗi dòng một thư mục</translation>
    </message>
    <message>
        <source>none: the server is offered no folders</source>
        <translation>không có: máy chủ không được cung cấp thư mục nào</translation>
    </message>
    <message>
        <source>Folders the server may work in, one per line; servers that ask for roots (the filesystem server, for one) use them</source>
        <translation>Các thư mục máy chủ được làm việc, mỗi dòng một thư mục; những máy chủ yêu cầu thư mục gốc (ví dụ máy chủ filesystem) sẽ dùng chúng</translation>
    </message>
    <message>
        <source>Tool &amp;prefix</source>
        <translation>T&amp;iền tố công cụ</translation>
    </message>
    <message>
        <source>&amp;Roots</source>
        <translation>Thư mục gố&amp;c</translation>
    </message>
    <message>
        <source>T&amp;imeout per call</source>
        <translation>Thời gia&amp;n chờ mỗi lệnh gọi</translation>
    </message>
    <message>
        <source>&amp;Enabled</source>
        <translation>Đ&amp;ang bật</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Lỗi</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Lệnh</translation>
    </message>
    <message>
        <source>npx, uvx, mcp-server-time, /path/to/server…</source>
        <translation>npx, uvx, mcp-server-time, /đường/dẫn/tới/máy-chủ…</translation>
    </message>
    <message>
        <source>Arguments, one per line</source>
        <translation>Tham số, mỗi dòng một tham số</translation>
    </message>
    <message>
        <source>One argument per line. No shell is used: quotes and $VARIABLES are passed as typed.</source>
        <translation>Mỗi dòng một tham số. Không dùng shell: dấu ngoặc kép và $BIẾN được truyền y như đã gõ.</translation>
    </message>
    <message>
        <source>variable</source>
        <translation>biến</translation>
    </message>
    <message>
        <source>&amp;Command</source>
        <translation>&amp;Lệnh</translation>
    </message>
    <message>
        <source>&amp;Arguments</source>
        <translation>Tham &amp;số</translation>
    </message>
    <message>
        <source>En&amp;vironment</source>
        <translation>&amp;Môi trường</translation>
    </message>
    <message>
        <source>URL</source>
        <translation>URL</translation>
    </message>
    <message>
        <source>header</source>
        <translation>tiêu đề</translation>
    </message>
    <message>
        <source>API key</source>
        <translation>Khóa API</translation>
    </message>
    <message>
        <source>{MASK} (stored; type to replace)</source>
        <translation>{MASK} (đã lưu; gõ để thay thế)</translation>
    </message>
    <message>
        <source>optional; sent as a Bearer token</source>
        <translation>không bắt buộc; được gửi dưới dạng Bearer token</translation>
    </message>
    <message>
        <source>&amp;URL</source>
        <translation>&amp;URL</translation>
    </message>
    <message>
        <source>&amp;Headers</source>
        <translation>&amp;Tiêu đề</translation>
    </message>
    <message>
        <source>API &amp;key</source>
        <translation>&amp;Khóa API</translation>
    </message>
    <message>
        <source>Give the server a name.</source>
        <translation>Hãy đặt tên cho máy chủ.</translation>
    </message>
    <message>
        <source>Type the command that starts the server.</source>
        <translation>Hãy nhập lệnh khởi động máy chủ.</translation>
    </message>
    <message>
        <source>Type the server&apos;s URL (http:// or https://).</source>
        <translation>Hãy nhập URL của máy chủ (http:// hoặc https://).</translation>
    </message>
    <message>
        <source>Saving the MCP server</source>
        <translation>Lưu máy chủ MCP</translation>
    </message>
    <message>
        <source>&amp;Remove the stored key</source>
        <translation>&amp;Xóa khóa đã lưu</translation>
    </message>
    <message>
        <source>Remove the stored API key</source>
        <translation>Xóa khóa API đã lưu</translation>
    </message>
    <message>
        <source>The name agents use for this server: lowercase letters, digits, &apos;.&apos;, &apos;-&apos;, &apos;_&apos;</source>
        <translation>Tên mà các tác tử dùng cho máy chủ này: chữ thường, chữ số, &apos;.&apos;, &apos;-&apos;, &apos;_&apos;</translation>
    </message>
    <message>
        <source>About the API key</source>
        <translation>Về khóa API</translation>
    </message>
    <message>
        <source>&amp;Test</source>
        <translation>&amp;Kiểm tra</translation>
    </message>
    <message>
        <source>Test the connection and list the models</source>
        <translation>Kiểm tra kết nối và liệt kê mô hình</translation>
    </message>
    <message>
        <source>Default model</source>
        <translation>Mô hình mặc định</translation>
    </message>
    <message>
        <source>Test lists what the server offers</source>
        <translation>Nút Kiểm tra sẽ liệt kê những gì máy chủ cung cấp</translation>
    </message>
    <message>
        <source>Send images from tools to the model</source>
        <translation>Gửi hình ảnh từ công cụ cho mô hình</translation>
    </message>
    <message>
        <source>As the API does (Anthropic yes, OpenAI-compatible no)</source>
        <translation>Theo API (Anthropic có, tương thích OpenAI không)</translation>
    </message>
    <message>
        <source>Yes: the model reads images</source>
        <translation>Có: mô hình đọc được hình ảnh</translation>
    </message>
    <message>
        <source>No: describe them in words</source>
        <translation>Không: mô tả chúng bằng lời</translation>
    </message>
    <message>
        <source>When a tool (an MCP server, say) returns a picture, whether the model sees it or only a note naming it</source>
        <translation>Khi một công cụ (chẳng hạn máy chủ MCP) trả về hình ảnh, mô hình có được xem hình hay chỉ nhận một ghi chú nêu tên nó</translation>
    </message>
    <message>
        <source>&amp;Use this server</source>
        <translation>&amp;Dùng máy chủ này</translation>
    </message>
    <message>
        <source>Use this server</source>
        <translation>Dùng máy chủ này</translation>
    </message>
    <message>
        <source>A server not used is kept but agents on it fall back or fail</source>
        <translation>Máy chủ không dùng vẫn được giữ, nhưng các tác tử dùng nó sẽ chuyển sang dự phòng hoặc báo lỗi</translation>
    </message>
    <message>
        <source>API &amp;key:</source>
        <translation>Khóa A&amp;PI:</translation>
    </message>
    <message>
        <source>&amp;Server:</source>
        <translation>&amp;Máy chủ:</translation>
    </message>
    <message>
        <source>A&amp;PI:</source>
        <translation>A&amp;PI:</translation>
    </message>
    <message>
        <source>A&amp;ddress:</source>
        <translation>Đị&amp;a chỉ:</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>Tê&amp;n:</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Tên:</translation>
    </message>
    <message>
        <source>Disp&amp;lay name:</source>
        <translation>Tên hiển &amp;thị:</translation>
    </message>
    <message>
        <source>Default &amp;model:</source>
        <translation>Mô hình mặ&amp;c định:</translation>
    </message>
    <message>
        <source>&amp;Images:</source>
        <translation>&amp;Hình ảnh:</translation>
    </message>
    <message>
        <source>Test result</source>
        <translation>Kết quả kiểm tra</translation>
    </message>
    <message>
        <source>Why the server was not saved</source>
        <translation>Lý do máy chủ chưa được lưu</translation>
    </message>
    <message>
        <source>Add server</source>
        <translation>Thêm máy chủ</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Lưu</translation>
    </message>
    <message>
        <source>Add the server</source>
        <translation>Thêm máy chủ</translation>
    </message>
    <message>
        <source>Save the server</source>
        <translation>Lưu máy chủ</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Hủy</translation>
    </message>
    <message>
        <source>API &amp;key (optional):</source>
        <translation>Khóa API (không &amp;bắt buộc):</translation>
    </message>
    <message>
        <source>not needed for a server on this computer</source>
        <translation>không cần với máy chủ trên máy tính này</translation>
    </message>
    <message>
        <source>A server on this computer (127.0.0.1 or localhost) needs no key.</source>
        <translation>Máy chủ trên máy tính này (127.0.0.1 hoặc localhost) không cần khóa.</translation>
    </message>
    <message>
        <source>leave empty to keep the stored key</source>
        <translation>để trống để giữ khóa đã lưu</translation>
    </message>
    <message>
        <source>needed; stored sealed, never shown again</source>
        <translation>bắt buộc; được niêm phong khi lưu, không bao giờ hiện lại</translation>
    </message>
    <message>
        <source>This service needs your API key. It is stored encrypted and never shown again.</source>
        <translation>Dịch vụ này cần khóa API của bạn. Khóa được lưu mã hóa và không bao giờ hiện lại.</translation>
    </message>
    <message>
        <source>only if the server asks for one</source>
        <translation>chỉ khi máy chủ yêu cầu</translation>
    </message>
    <message>
        <source>Give a key only if this server asks for one; it is stored encrypted.</source>
        <translation>Chỉ nhập khóa nếu máy chủ này yêu cầu; khóa được lưu mã hóa.</translation>
    </message>
    <message>
        <source> A key is stored; type a new one to replace it.</source>
        <translation> Đã có khóa được lưu; nhập khóa mới để thay thế.</translation>
    </message>
    <message>
        <source>Asking {server} for its models…</source>
        <translation>Đang hỏi {server} danh sách mô hình…</translation>
    </message>
    <message>
        <source>the server</source>
        <translation>máy chủ</translation>
    </message>
    <message>
        <source>Testing the connection</source>
        <translation>Kiểm tra kết nối</translation>
    </message>
    <message>
        <source>Saving the model server</source>
        <translation>Lưu máy chủ mô hình</translation>
    </message>
</context>
<context>
    <name>ServerPage</name>
    <message>
        <source>A model server</source>
        <translation>Một máy chủ mô hình</translation>
    </message>
    <message>
        <source>GoClaw Lite looked for Ollama, LM Studio and llama.cpp on this computer; cloud services need your API key.</source>
        <translation>GoClaw Lite đã tìm Ollama, LM Studio và llama.cpp trên máy tính này; dịch vụ đám mây cần khóa API của bạn.</translation>
    </message>
    <message>
        <source>Model servers</source>
        <translation>Máy chủ mô hình</translation>
    </message>
    <message>
        <source>Server address</source>
        <translation>Địa chỉ máy chủ</translation>
    </message>
    <message>
        <source>API key</source>
        <translation>Khóa API</translation>
    </message>
    <message>
        <source>only for cloud services; stored sealed, never shown again</source>
        <translation>chỉ cho dịch vụ đám mây; được niêm phong khi lưu, không bao giờ hiện lại</translation>
    </message>
    <message>
        <source>&amp;Test connection</source>
        <translation>&amp;Kiểm tra kết nối</translation>
    </message>
    <message>
        <source>Test connection</source>
        <translation>Kiểm tra kết nối</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Mô hình</translation>
    </message>
    <message>
        <source>A&amp;ddress:</source>
        <translation>Đị&amp;a chỉ:</translation>
    </message>
    <message>
        <source>API &amp;key:</source>
        <translation>Khóa A&amp;PI:</translation>
    </message>
    <message>
        <source>&amp;Model:</source>
        <translation>&amp;Mô hình:</translation>
    </message>
    <message>
        <source>&amp;Skip: I will set up a model server later</source>
        <translation>&amp;Bỏ qua: tôi sẽ thiết lập máy chủ mô hình sau</translation>
    </message>
    <message>
        <source>Looking for servers on this computer…</source>
        <translation>Đang tìm máy chủ trên máy tính này…</translation>
    </message>
    <message>
        <source>Looking for model servers</source>
        <translation>Tìm máy chủ mô hình</translation>
    </message>
    <message>
        <source>{server} — cloud, needs an API key</source>
        <translation>{server} — đám mây, cần khóa API</translation>
    </message>
    <message>
        <source>{server} — on this computer</source>
        <translation>{server} — trên máy tính này</translation>
    </message>
    <message numerus="yes">
        <source>Found %n server(s) on this computer.</source>
        <translation>
            <numerusform>Tìm thấy %n máy chủ trên máy tính này.</numerusform>
        </translation>
    </message>
    <message>
        <source>No server answered on this computer; pick a cloud service, or type an address.</source>
        <translation>Không có máy chủ nào trên máy tính này phản hồi; hãy chọn một dịch vụ đám mây, hoặc nhập một địa chỉ.</translation>
    </message>
    <message>
        <source>Looking for servers</source>
        <translation>Tìm máy chủ</translation>
    </message>
    <message>
        <source>Pick a server first.</source>
        <translation>Hãy chọn một máy chủ trước.</translation>
    </message>
    <message>
        <source>{label} needs an API key.</source>
        <translation>{label} cần khóa API.</translation>
    </message>
    <message>
        <source>Asking {server} for its models…</source>
        <translation>Đang hỏi {server} danh sách mô hình…</translation>
    </message>
    <message numerus="yes">
        <source>Connected: %n model(s).</source>
        <translation>
            <numerusform>Đã kết nối: %n mô hình.</numerusform>
        </translation>
    </message>
    <message>
        <source>Testing the connection</source>
        <translation>Kiểm tra kết nối</translation>
    </message>
    <message>
        <source>Connected, but the server offers no model yet.</source>
        <translation>Đã kết nối, nhưng máy chủ chưa có mô hình nào.</translation>
    </message>
</context>
<context>
    <name>ServerWords</name>
    <message>
        <source>Connected, but the server lists no model yet.</source>
        <translation>Đã kết nối, nhưng máy chủ chưa có mô hình nào.</translation>
    </message>
    <message numerus="yes">
        <source>{models} and %n more</source>
        <translation>
            <numerusform>{models} và %n mô hình khác</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Connected: %n model(s) — {models}.</source>
        <translation>
            <numerusform>Đã kết nối: %n mô hình — {models}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SettingsPage</name>
    <message>
        <source>Created on this start</source>
        <translation>Được tạo trong lần khởi động này</translation>
    </message>
    <message>
        <source>; backup at {path}</source>
        <translation>; bản sao lưu tại {path}</translation>
    </message>
    <message>
        <source>Upgraded from version {version} on this start</source>
        <translation>Đã nâng cấp từ phiên bản {version} trong lần khởi động này</translation>
    </message>
    <message>
        <source>Brought up to date on this start ({steps})</source>
        <translation>Đã cập nhật trong lần khởi động này ({steps})</translation>
    </message>
    <message>
        <source>Up to date</source>
        <translation>Đã cập nhật</translation>
    </message>
    <message>
        <source>Follow the system</source>
        <translation>Theo hệ thống</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Sáng</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Tối</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Cài đặt</translation>
    </message>
    <message>
        <source>Database</source>
        <translation>Cơ sở dữ liệu</translation>
    </message>
    <message>
        <source>Schema version</source>
        <translation>Phiên bản lược đồ</translation>
    </message>
    <message>
        <source>Database status</source>
        <translation>Trạng thái cơ sở dữ liệu</translation>
    </message>
    <message>
        <source>Store</source>
        <translation>Nơi lưu trữ</translation>
    </message>
    <message>
        <source>Log directory</source>
        <translation>Thư mục nhật ký</translation>
    </message>
    <message>
        <source>Encryption key</source>
        <translation>Khóa mã hóa</translation>
    </message>
    <message>
        <source>Open data folder</source>
        <translation>Mở thư mục dữ liệu</translation>
    </message>
    <message>
        <source>Show {folder} in the file manager</source>
        <translation>Hiện {folder} trong trình quản lý tệp</translation>
    </message>
    <message>
        <source>Open log folder</source>
        <translation>Mở thư mục nhật ký</translation>
    </message>
    <message>
        <source>Copy diagnostics</source>
        <translation>Sao chép thông tin chẩn đoán</translation>
    </message>
    <message>
        <source>Copy versions, paths, store and key source (never the key) for a bug report</source>
        <translation>Sao chép phiên bản, đường dẫn, nơi lưu trữ và nguồn khóa (không bao giờ chép khóa) để báo lỗi</translation>
    </message>
    <message>
        <source>Run setup again…</source>
        <translation>Chạy lại thiết lập…</translation>
    </message>
    <message>
        <source>The agent a new chat starts with unless you pick another</source>
        <translation>Tác tử mà cuộc trò chuyện mới bắt đầu cùng, trừ khi bạn chọn tác tử khác</translation>
    </message>
    <message>
        <source>Run setup again</source>
        <translation>Chạy lại thiết lập</translation>
    </message>
    <message>
        <source>The first-run setup: your key, a model server, an agent</source>
        <translation>Thiết lập lần đầu: khóa của bạn, một máy chủ mô hình, một tác tử</translation>
    </message>
    <message>
        <source>Settings status</source>
        <translation>Trạng thái cài đặt</translation>
    </message>
    <message>
        <source>Your preferences, where your data is and a backup of its key, and your model servers. Paths, versions and logs are under Advanced / Diagnostics at the end.</source>
        <translation>Các tùy chọn của bạn, nơi lưu dữ liệu và bản sao lưu khóa của nó, và các máy chủ mô hình. Đường dẫn, phiên bản và nhật ký nằm ở mục Nâng cao / Chẩn đoán cuối trang.</translation>
    </message>
    <message>
        <source>Reading settings</source>
        <translation>Đọc cài đặt</translation>
    </message>
    <message>
        <source>Preferences</source>
        <translation>Tùy chọn</translation>
    </message>
    <message>
        <source>Appearance</source>
        <translation>Giao diện</translation>
    </message>
    <message>
        <source>&amp;Appearance:</source>
        <translation>&amp;Giao diện:</translation>
    </message>
    <message>
        <source>Default agent</source>
        <translation>Tác tử mặc định</translation>
    </message>
    <message>
        <source>Default a&amp;gent:</source>
        <translation>Tác tử &amp;mặc định:</translation>
    </message>
    <message>
        <source>Days closed conversations are kept</source>
        <translation>Số ngày giữ các cuộc trò chuyện đã đóng</translation>
    </message>
    <message>
        <source> days</source>
        <translation> ngày</translation>
    </message>
    <message>
        <source>A closed conversation untouched this long is deleted by the daily cleanup</source>
        <translation>Cuộc trò chuyện đã đóng không được đụng tới trong khoảng thời gian này sẽ bị xóa ở lần dọn dẹp hằng ngày</translation>
    </message>
    <message>
        <source>&amp;Keep closed chats:</source>
        <translation>Giữ trò &amp;chuyện đã đóng:</translation>
    </message>
    <message>
        <source>Days traces of runs are kept</source>
        <translation>Số ngày giữ truy vết các lượt chạy</translation>
    </message>
    <message>
        <source>Traces (the Traces page) older than this are deleted by the daily cleanup</source>
        <translation>Truy vết (trang Truy vết) cũ hơn mức này sẽ bị xóa ở lần dọn dẹp hằng ngày</translation>
    </message>
    <message>
        <source>Kee&amp;p traces:</source>
        <translation>Giữ tru&amp;y vết:</translation>
    </message>
    <message>
        <source>Run hooks in &amp;chats</source>
        <translation>Chạy hook trong &amp;trò chuyện</translation>
    </message>
    <message>
        <source>Hooks run before and after agent runs and tool calls (the Hooks page lists them)</source>
        <translation>Hook chạy trước và sau lượt chạy của tác tử và lệnh gọi công cụ (trang Hook liệt kê chúng)</translation>
    </message>
    <message>
        <source>Run lifecycle hooks in chats</source>
        <translation>Chạy hook vòng đời trong trò chuyện</translation>
    </message>
    <message>
        <source>Keep ru&amp;nning in the tray</source>
        <translation>Vẫn chạy tr&amp;ong khay hệ thống</translation>
    </message>
    <message>
        <source>When the window is closed, the app stays in the tray and scheduled jobs keep running; the tray&apos;s Quit ends it</source>
        <translation>Khi đóng cửa sổ, ứng dụng vẫn chạy trong khay hệ thống và các tác vụ định kỳ tiếp tục chạy; chọn Thoát trong khay để tắt hẳn</translation>
    </message>
    <message>
        <source>Keep running in the tray when the window is closed</source>
        <translation>Vẫn chạy trong khay hệ thống khi đóng cửa sổ</translation>
    </message>
    <message>
        <source>Your data</source>
        <translation>Dữ liệu của bạn</translation>
    </message>
    <message>
        <source>Data location</source>
        <translation>Vị trí dữ liệu</translation>
    </message>
    <message>
        <source>Back up the key…</source>
        <translation>Sao lưu khóa…</translation>
    </message>
    <message>
        <source>Back up the encryption key</source>
        <translation>Sao lưu khóa mã hóa</translation>
    </message>
    <message>
        <source>Save a copy of the encryption key to a file you keep safe</source>
        <translation>Lưu một bản sao khóa mã hóa vào tệp mà bạn cất ở nơi an toàn</translation>
    </message>
    <message>
        <source>Stored credentials and API keys can only be read with this key. Keep a backup of it somewhere safe.</source>
        <translation>Thông tin xác thực và khóa API đã lưu chỉ đọc được bằng khóa này. Hãy giữ một bản sao lưu của nó ở nơi an toàn.</translation>
    </message>
    <message>
        <source>Advanced / Diagnostics</source>
        <translation>Nâng cao / Chẩn đoán</translation>
    </message>
    <message>
        <source>Key fingerprint</source>
        <translation>Dấu vân tay của khóa</translation>
    </message>
    <message>
        <source>whether hooks run</source>
        <translation>việc chạy hook</translation>
    </message>
    <message>
        <source>whether the app keeps running in the tray</source>
        <translation>việc ứng dụng vẫn chạy trong khay hệ thống</translation>
    </message>
    <message>
        <source>Saving {what}</source>
        <translation>Lưu {what}</translation>
    </message>
    <message>
        <source>Could not save {what}.</source>
        <translation>Không lưu được {what}.</translation>
    </message>
    <message>
        <source>Saved {what}.</source>
        <translation>Đã lưu {what}.</translation>
    </message>
    <message>
        <source>the appearance</source>
        <translation>giao diện</translation>
    </message>
    <message>
        <source>how long closed chats are kept</source>
        <translation>thời gian giữ trò chuyện đã đóng</translation>
    </message>
    <message>
        <source>how long traces are kept</source>
        <translation>thời gian giữ truy vết</translation>
    </message>
    <message>
        <source>Listing agents</source>
        <translation>Liệt kê tác tử</translation>
    </message>
    <message>
        <source>No agent yet — set up a model server in Chat.</source>
        <translation>Chưa có tác tử — hãy thiết lập máy chủ mô hình trong Trò chuyện.</translation>
    </message>
    <message>
        <source>No default chosen.</source>
        <translation>Chưa chọn mặc định.</translation>
    </message>
    <message>
        <source>{model} on {server}</source>
        <translation>{model} trên {server}</translation>
    </message>
    <message>
        <source>{agent} is now the default agent.</source>
        <translation>{agent} giờ là tác tử mặc định.</translation>
    </message>
    <message>
        <source>Choosing the default agent</source>
        <translation>Chọn tác tử mặc định</translation>
    </message>
    <message>
        <source>Diagnostics copied to the clipboard (no key, no passwords).</source>
        <translation>Đã chép thông tin chẩn đoán vào bộ nhớ tạm (không có khóa, không có mật khẩu).</translation>
    </message>
    <message>
        <source>{label}:</source>
        <translation>{label}:</translation>
    </message>
    <message>
        <source>The folder {folder} does not exist yet.</source>
        <translation>Thư mục {folder} chưa tồn tại.</translation>
    </message>
    <message>
        <source>Could not open {folder}; no file manager answered. The path is shown above.</source>
        <translation>Không mở được {folder}; không có trình quản lý tệp nào phản hồi. Đường dẫn được hiện ở trên.</translation>
    </message>
</context>
<context>
    <name>SetupWizard</name>
    <message>
        <source>Set up GoClaw Lite</source>
        <translation>Thiết lập GoClaw Lite</translation>
    </message>
    <message>
        <source>Skip setup</source>
        <translation>Bỏ qua thiết lập</translation>
    </message>
</context>
<context>
    <name>Sidebar</name>
    <message>
        <source>Expand the sidebar</source>
        <translation>Mở rộng thanh bên</translation>
    </message>
    <message>
        <source>Collapse the sidebar to icons</source>
        <translation>Thu gọn thanh bên thành biểu tượng</translation>
    </message>
</context>
<context>
    <name>SizeWords</name>
    <message numerus="yes">
        <source>%Ln byte(s)</source>
        <translation>
            <numerusform>%Ln byte</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SkillAgentsDialog</name>
    <message>
        <source>Agents for %1</source>
        <translation>Tác tử cho %1</translation>
    </message>
    <message>
        <source>Checked agents see this skill&apos;s name and description in their system prompt and may load it when a task calls for it.</source>
        <translation>Các tác tử được đánh dấu sẽ thấy tên và mô tả của kỹ năng này trong lời nhắc hệ thống và có thể nạp nó khi một nhiệm vụ cần.</translation>
    </message>
    <message>
        <source>Agents that may use the skill</source>
        <translation>Các tác tử được dùng kỹ năng</translation>
    </message>
    <message>
        <source>%1 (pinned to version %2)</source>
        <translation>%1 (cố định ở phiên bản %2)</translation>
    </message>
    <message>
        <source>There are no agents yet; add one on the Agents page.</source>
        <translation>Chưa có tác tử nào; hãy thêm một tác tử ở trang Tác tử.</translation>
    </message>
</context>
<context>
    <name>SkillsPage</name>
    <message>
        <source>Skills</source>
        <translation>Kỹ năng</translation>
    </message>
    <message>
        <source>Procedures an agent loads when a task calls for them: a folder with a SKILL.md, installed here. An agent&apos;s prompt lists only each granted skill&apos;s name and description. Drop a folder or .zip here to install it.</source>
        <translation>Các quy trình mà tác tử nạp khi nhiệm vụ cần: một thư mục có SKILL.md, được cài ở đây. Lời nhắc của tác tử chỉ liệt kê tên và mô tả của từng kỹ năng được cấp. Thả một thư mục hoặc tệp .zip vào đây để cài.</translation>
    </message>
    <message>
        <source>The selected skill&apos;s SKILL.md</source>
        <translation>SKILL.md của kỹ năng đã chọn</translation>
    </message>
    <message>
        <source>Skills status</source>
        <translation>Trạng thái kỹ năng</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Hoàn tác</translation>
    </message>
    <message>
        <source>Undo the deletion</source>
        <translation>Hoàn tác việc xóa</translation>
    </message>
    <message>
        <source>Put the deleted skill back, with the agents it had</source>
        <translation>Khôi phục kỹ năng đã xóa, cùng các tác tử của nó</translation>
    </message>
    <message>
        <source>Skill</source>
        <translation>Kỹ năng</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>Phiên bản</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Trạng thái</translation>
    </message>
    <message>
        <source>Agents</source>
        <translation>Tác tử</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>Mô tả</translation>
    </message>
    <message>
        <source>Install folder…</source>
        <translation>Cài thư mục…</translation>
    </message>
    <message>
        <source>Install a skill folder</source>
        <translation>Cài một thư mục kỹ năng</translation>
    </message>
    <message>
        <source>Install a folder with a SKILL.md (the same skill again: a new version)</source>
        <translation>Cài một thư mục có SKILL.md (cài lại cùng kỹ năng: một phiên bản mới)</translation>
    </message>
    <message>
        <source>Install .zip…</source>
        <translation>Cài .zip…</translation>
    </message>
    <message>
        <source>Install a skill .zip</source>
        <translation>Cài một tệp .zip kỹ năng</translation>
    </message>
    <message>
        <source>Skill archives (*.zip)</source>
        <translation>Tệp nén kỹ năng (*.zip)</translation>
    </message>
    <message>
        <source>Install a .zip holding a skill folder</source>
        <translation>Cài một tệp .zip chứa thư mục kỹ năng</translation>
    </message>
    <message>
        <source>Disable</source>
        <translation>Tắt</translation>
    </message>
    <message>
        <source>Enable or disable the skill</source>
        <translation>Bật hoặc tắt kỹ năng</translation>
    </message>
    <message>
        <source>A disabled skill is offered to no agent; its grants are kept</source>
        <translation>Kỹ năng bị tắt không được cung cấp cho tác tử nào; các quyền đã cấp vẫn được giữ</translation>
    </message>
    <message>
        <source>Agents…</source>
        <translation>Tác tử…</translation>
    </message>
    <message>
        <source>Choose the skill&apos;s agents</source>
        <translation>Chọn tác tử cho kỹ năng</translation>
    </message>
    <message>
        <source>Choose which agents may use the selected skill</source>
        <translation>Chọn những tác tử được dùng kỹ năng đã chọn</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Xóa</translation>
    </message>
    <message>
        <source>Delete the selected skill</source>
        <translation>Xóa kỹ năng đã chọn</translation>
    </message>
    <message>
        <source>Delete the skill; Undo puts it back</source>
        <translation>Xóa kỹ năng; Hoàn tác sẽ khôi phục</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>Làm mới</translation>
    </message>
    <message>
        <source>Refresh skills</source>
        <translation>Làm mới kỹ năng</translation>
    </message>
    <message>
        <source>Load the skills again</source>
        <translation>Tải lại các kỹ năng</translation>
    </message>
    <message>
        <source>Loading the skills</source>
        <translation>Tải kỹ năng</translation>
    </message>
    <message>
        <source>Files missing</source>
        <translation>Thiếu tệp</translation>
    </message>
    <message>
        <source>On</source>
        <translation>Bật</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Tắt</translation>
    </message>
    <message>
        <source>built in</source>
        <translation>tích hợp sẵn</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Không có</translation>
    </message>
    <message>
        <source>Version {version} · Agents: {agents}</source>
        <translation>Phiên bản {version} · Tác tử: {agents}</translation>
    </message>
    <message numerus="yes">
        <source>%n skill(s) installed.</source>
        <translation>
            <numerusform>Đã cài %n kỹ năng.</numerusform>
        </translation>
    </message>
    <message>
        <source>Built-in skills cannot be deleted; disable them instead</source>
        <translation>Không thể xóa kỹ năng tích hợp sẵn; hãy tắt chúng</translation>
    </message>
    <message>
        <source>Enable</source>
        <translation>Bật</translation>
    </message>
    <message>
        <source>Install a skill to see it here.</source>
        <translation>Cài một kỹ năng để thấy nó ở đây.</translation>
    </message>
    <message>
        <source>Reading the skill</source>
        <translation>Đọc kỹ năng</translation>
    </message>
    <message>
        <source>none</source>
        <translation>không có</translation>
    </message>
    <message>
        <source>Versions on disk: %1 · Folder: %2</source>
        <translation>Các phiên bản trên đĩa: %1 · Thư mục: %2</translation>
    </message>
    <message>
        <source>Files: %1</source>
        <translation>Tệp: %1</translation>
    </message>
    <message>
        <source>Installing %1</source>
        <translation>Cài %1</translation>
    </message>
    <message>
        <source>%1 is already installed with these files (version %2).</source>
        <translation>%1 đã được cài với đúng các tệp này (phiên bản %2).</translation>
    </message>
    <message>
        <source>Updated %1 to version %2.</source>
        <translation>Đã cập nhật %1 lên phiên bản %2.</translation>
    </message>
    <message>
        <source>Installed %1 (version %2). Choose Agents… to let an agent use it.</source>
        <translation>Đã cài %1 (phiên bản %2). Chọn Tác tử… để cho một tác tử dùng nó.</translation>
    </message>
    <message>
        <source>%1 is on.</source>
        <translation>%1 đã bật.</translation>
    </message>
    <message>
        <source>%1 is off.</source>
        <translation>%1 đã tắt.</translation>
    </message>
    <message>
        <source>Switching the skill</source>
        <translation>Bật/tắt kỹ năng</translation>
    </message>
    <message>
        <source>Loading the agents</source>
        <translation>Tải tác tử</translation>
    </message>
    <message>
        <source>Granting the skill</source>
        <translation>Cấp kỹ năng</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n agent(s) may use it.</source>
        <translation>
            <numerusform>%1: %n tác tử được dùng.</numerusform>
        </translation>
    </message>
    <message>
        <source>Deleting %1</source>
        <translation>Xóa %1</translation>
    </message>
    <message>
        <source>Deleted %1. Its files are kept until you install it again.</source>
        <translation>Đã xóa %1. Các tệp của nó được giữ cho đến khi bạn cài lại.</translation>
    </message>
    <message>
        <source>%1 is back.</source>
        <translation>%1 đã trở lại.</translation>
    </message>
    <message>
        <source>Undoing the deletion</source>
        <translation>Hoàn tác việc xóa</translation>
    </message>
</context>
<context>
    <name>StartupErrorDialog</name>
    <message>
        <source>Quit</source>
        <translation>Thoát</translation>
    </message>
</context>
<context>
    <name>StatTile</name>
    <message>
        <source>Open {page}</source>
        <translation>Mở {page}</translation>
    </message>
</context>
<context>
    <name>SubtaskDialog</name>
    <message>
        <source>Subtask conversation</source>
        <translation>Cuộc trò chuyện của tác vụ con</translation>
    </message>
    <message>
        <source>Subtask result</source>
        <translation>Kết quả tác vụ con</translation>
    </message>
    <message>
        <source>Status: {status}, {counts}</source>
        <translation>Trạng thái: {status}, {counts}</translation>
    </message>
    <message>
        <source>Nothing was written yet</source>
        <translation>Chưa có gì được viết</translation>
    </message>
    <message>
        <source>No conversation was kept for this subtask, and it left no result.</source>
        <translation>Tác vụ con này không lưu cuộc trò chuyện nào và không để lại kết quả.</translation>
    </message>
</context>
<context>
    <name>SubtaskFollower</name>
    <message>
        <source>Subtasks cannot be cancelled: the chat engine is not available.</source>
        <translation>Không thể hủy tác vụ con: bộ máy trò chuyện không khả dụng.</translation>
    </message>
    <message>
        <source>Subtask cancelled; the answer goes on without it.</source>
        <translation>Đã hủy tác vụ con; câu trả lời tiếp tục mà không có nó.</translation>
    </message>
    <message>
        <source>That subtask had already ended.</source>
        <translation>Tác vụ con đó đã kết thúc trước đó.</translation>
    </message>
    <message>
        <source>Cancelling the subtask</source>
        <translation>Hủy tác vụ con</translation>
    </message>
    <message>
        <source>Opening the subtask</source>
        <translation>Mở tác vụ con</translation>
    </message>
    <message>
        <source>Task from {agent}</source>
        <translation>Nhiệm vụ từ {agent}</translation>
    </message>
</context>
<context>
    <name>TestRunPanel</name>
    <message>
        <source>Output appears here, every credential value replaced by [REDACTED:NAME].</source>
        <translation>Đầu ra hiện ở đây, mọi giá trị thông tin xác thực được thay bằng [REDACTED:NAME].</translation>
    </message>
    <message>
        <source>Test run</source>
        <translation>Chạy thử</translation>
    </message>
    <message>
        <source>R&amp;un as:</source>
        <translation>Chạ&amp;y với tư cách:</translation>
    </message>
    <message>
        <source>Run as</source>
        <translation>Chạy với tư cách</translation>
    </message>
    <message>
        <source>Ar&amp;guments:</source>
        <translation>Th&amp;am số:</translation>
    </message>
    <message>
        <source>Test run arguments</source>
        <translation>Tham số chạy thử</translation>
    </message>
    <message>
        <source>arguments, e.g. --version</source>
        <translation>tham số, ví dụ --version</translation>
    </message>
    <message>
        <source>Test run output</source>
        <translation>Đầu ra chạy thử</translation>
    </message>
    <message>
        <source>Test run status</source>
        <translation>Trạng thái chạy thử</translation>
    </message>
    <message>
        <source>Test run · {name}</source>
        <translation>Chạy thử · {name}</translation>
    </message>
    <message>
        <source>Select a tool to run it with its credentials.</source>
        <translation>Chọn một công cụ để chạy nó với thông tin xác thực của nó.</translation>
    </message>
    <message>
        <source>Runs {path} the way an agent&apos;s run does.</source>
        <translation>Chạy {path} giống như một lượt chạy của tác tử.</translation>
    </message>
    <message>
        <source>Listing who may run the tool</source>
        <translation>Liệt kê những ai được chạy công cụ</translation>
    </message>
    <message>
        <source>Yourself (no agent)</source>
        <translation>Chính bạn (không qua tác tử)</translation>
    </message>
    <message>
        <source>No agent may run {name} yet; tick one under Agents in Edit….</source>
        <translation>Chưa tác tử nào được chạy {name}; hãy đánh dấu một tác tử trong mục Tác tử ở Sửa….</translation>
    </message>
    <message>
        <source>{name} is disabled; enable it to run it.</source>
        <translation>{name} đang tắt; hãy bật nó để chạy.</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>&amp;Chạy</translation>
    </message>
    <message>
        <source>Run the tool</source>
        <translation>Chạy công cụ</translation>
    </message>
    <message>
        <source>Run the selected tool with these arguments</source>
        <translation>Chạy công cụ đã chọn với các tham số này</translation>
    </message>
    <message>
        <source>&amp;Stop</source>
        <translation>&amp;Dừng</translation>
    </message>
    <message>
        <source>Stop the run</source>
        <translation>Dừng lượt chạy</translation>
    </message>
    <message>
        <source>Stop the tool (its whole process group)</source>
        <translation>Dừng công cụ (toàn bộ nhóm tiến trình của nó)</translation>
    </message>
    <message>
        <source>yourself</source>
        <translation>chính bạn</translation>
    </message>
    <message>
        <source>Running {command} as {who}…</source>
        <translation>Đang chạy {command} với tư cách {who}…</translation>
    </message>
    <message>
        <source>Running {name}</source>
        <translation>Chạy {name}</translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>Đang dừng…</translation>
    </message>
    <message>
        <source>Stopped; the tool and everything it started were ended.</source>
        <translation>Đã dừng; công cụ và mọi thứ nó khởi chạy đã kết thúc.</translation>
    </message>
    <message>
        <source>… output cut here (only the first {count} characters are shown)</source>
        <translation>… đầu ra bị cắt ở đây (chỉ hiện {count} ký tự đầu tiên)</translation>
    </message>
    <message>
        <source>Stopped after its timeout ({duration}).</source>
        <translation>Đã dừng khi hết thời gian chờ ({duration}).</translation>
    </message>
    <message>
        <source>Exited with code {code} in {duration}.</source>
        <translation>Kết thúc với mã {code} sau {duration}.</translation>
    </message>
    <message>
        <source> Injected {names}; values in the output are shown as [REDACTED:NAME].</source>
        <translation> Đã đưa vào {names}; các giá trị trong đầu ra hiện dưới dạng [REDACTED:NAME].</translation>
    </message>
    <message>
        <source>Nothing ran: a deny rule blocked these arguments.</source>
        <translation>Không có gì được chạy: một quy tắc chặn đã chặn các tham số này.</translation>
    </message>
</context>
<context>
    <name>ToolCard</name>
    <message>
        <source>Undo</source>
        <translation>Hoàn tác</translation>
    </message>
    <message>
        <source>line %1</source>
        <translation>dòng %1</translation>
    </message>
    <message>
        <source>lines %1–%2</source>
        <translation>dòng %1–%2</translation>
    </message>
    <message>
        <source>new file</source>
        <translation>tệp mới</translation>
    </message>
    <message>
        <source>undone</source>
        <translation>đã hoàn tác</translation>
    </message>
    <message>
        <source>%1 found</source>
        <translation>tìm thấy %1</translation>
    </message>
    <message>
        <source>%1 more characters (use Copy to get all of it)</source>
        <translation>còn %1 ký tự nữa (dùng Sao chép để lấy toàn bộ)</translation>
    </message>
    <message>
        <source>Changes</source>
        <translation>Thay đổi</translation>
    </message>
    <message>
        <source>Arguments</source>
        <translation>Tham số</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Kết quả</translation>
    </message>
</context>
<context>
    <name>ToolDialog</name>
    <message>
        <source>Edit {tool}</source>
        <translation>Sửa {tool}</translation>
    </message>
    <message>
        <source>Add a tool</source>
        <translation>Thêm một công cụ</translation>
    </message>
    <message>
        <source>Values are encrypted with this database&apos;s key, injected only into the tool&apos;s own process, and replaced by [REDACTED:NAME] in anything it prints.</source>
        <translation>Giá trị được mã hóa bằng khóa của cơ sở dữ liệu này, chỉ được đưa vào tiến trình riêng của công cụ, và được thay bằng [REDACTED:NAME] trong mọi thứ nó in ra.</translation>
    </message>
    <message>
        <source>Credentials (defaults for every agent)</source>
        <translation>Thông tin xác thực (mặc định cho mọi tác tử)</translation>
    </message>
    <message>
        <source>Deny rules</source>
        <translation>Quy tắc chặn</translation>
    </message>
    <message>
        <source>Agents</source>
        <translation>Tác tử</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>Vấn đề</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Lưu</translation>
    </message>
    <message>
        <source>&amp;Add tool</source>
        <translation>Thêm công &amp;cụ</translation>
    </message>
    <message>
        <source>Save tool</source>
        <translation>Lưu công cụ</translation>
    </message>
    <message>
        <source>Add tool</source>
        <translation>Thêm công cụ</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Hủy</translation>
    </message>
    <message>
        <source>Tool</source>
        <translation>Công cụ</translation>
    </message>
    <message>
        <source>Tool name</source>
        <translation>Tên công cụ</translation>
    </message>
    <message>
        <source>the command, e.g. gh</source>
        <translation>lệnh, ví dụ gh</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>Tê&amp;n:</translation>
    </message>
    <message>
        <source>Executable path</source>
        <translation>Đường dẫn tệp thực thi</translation>
    </message>
    <message>
        <source>found on PATH from the name</source>
        <translation>tìm trong PATH theo tên</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Duyệt…</translation>
    </message>
    <message>
        <source>Choose the executable</source>
        <translation>Chọn tệp thực thi</translation>
    </message>
    <message>
        <source>&amp;Find</source>
        <translation>&amp;Tìm</translation>
    </message>
    <message>
        <source>Find the tool on PATH</source>
        <translation>Tìm công cụ trong PATH</translation>
    </message>
    <message>
        <source>Look the name up in the folders of PATH</source>
        <translation>Tra tên trong các thư mục của PATH</translation>
    </message>
    <message>
        <source>&amp;Path:</source>
        <translation>Đườn&amp;g dẫn:</translation>
    </message>
    <message>
        <source>Path status</source>
        <translation>Trạng thái đường dẫn</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>Mô tả</translation>
    </message>
    <message>
        <source>what the tool is for</source>
        <translation>công cụ dùng để làm gì</translation>
    </message>
    <message>
        <source>&amp;Description:</source>
        <translation>&amp;Mô tả:</translation>
    </message>
    <message>
        <source>Tips for agents</source>
        <translation>Mẹo cho tác tử</translation>
    </message>
    <message>
        <source>how an agent should use it, e.g. prefer --json</source>
        <translation>tác tử nên dùng nó thế nào, ví dụ ưu tiên --json</translation>
    </message>
    <message>
        <source>T&amp;ips:</source>
        <translation>Mẹ&amp;o:</translation>
    </message>
    <message>
        <source>Timeout in seconds</source>
        <translation>Thời gian chờ tính bằng giây</translation>
    </message>
    <message>
        <source> s</source>
        <translation> giây</translation>
    </message>
    <message>
        <source>A run still going after this long is stopped</source>
        <translation>Lượt chạy vẫn còn chạy sau khoảng thời gian này sẽ bị dừng</translation>
    </message>
    <message>
        <source>&amp;Enabled</source>
        <translation>Đ&amp;ang bật</translation>
    </message>
    <message>
        <source>Enabled</source>
        <translation>Đang bật</translation>
    </message>
    <message>
        <source>A disabled tool is kept with its credentials, but nothing may run it</source>
        <translation>Công cụ bị tắt vẫn được giữ cùng thông tin xác thực, nhưng không gì được chạy nó</translation>
    </message>
    <message>
        <source>&amp;Timeout:</source>
        <translation>Thời gian c&amp;hờ:</translation>
    </message>
    <message>
        <source>Type the tool&apos;s name first.</source>
        <translation>Hãy nhập tên công cụ trước.</translation>
    </message>
    <message>
        <source>Looking the tool up on PATH</source>
        <translation>Tìm công cụ trong PATH</translation>
    </message>
    <message>
        <source>{tool} was not found on PATH; choose the executable with Browse….</source>
        <translation>Không tìm thấy {tool} trong PATH; hãy chọn tệp thực thi bằng Duyệt….</translation>
    </message>
    <message>
        <source>Found on PATH: {path}</source>
        <translation>Tìm thấy trong PATH: {path}</translation>
    </message>
    <message>
        <source>Leave empty to use the tool found on PATH by its name.</source>
        <translation>Để trống để dùng công cụ tìm thấy trong PATH theo tên.</translation>
    </message>
    <message>
        <source>The path must be absolute.</source>
        <translation>Đường dẫn phải là tuyệt đối.</translation>
    </message>
    <message>
        <source>This is not an executable file.</source>
        <translation>Đây không phải là tệp thực thi.</translation>
    </message>
    <message>
        <source>Executable file.</source>
        <translation>Tệp thực thi.</translation>
    </message>
    <message>
        <source>Give the tool a name, e.g. gh.</source>
        <translation>Hãy đặt tên cho công cụ, ví dụ gh.</translation>
    </message>
    <message>
        <source>Add at least one variable: a tool is registered here to run with credentials.</source>
        <translation>Hãy thêm ít nhất một biến: công cụ được đăng ký ở đây để chạy với thông tin xác thực.</translation>
    </message>
    <message>
        <source>Saving</source>
        <translation>Lưu</translation>
    </message>
    <message>
        <source>Saving the tool</source>
        <translation>Lưu công cụ</translation>
    </message>
    <message>
        <source>Saving…</source>
        <translation>Đang lưu…</translation>
    </message>
</context>
<context>
    <name>ToolPolicyTable</name>
    <message>
        <source>Tool</source>
        <translation>Công cụ</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Nguồn</translation>
    </message>
    <message>
        <source>Policy</source>
        <translation>Chính sách</translation>
    </message>
    <message>
        <source>Tool policy</source>
        <translation>Chính sách công cụ</translation>
    </message>
    <message>
        <source>Not offered now (its server may be off, or the tool gone)</source>
        <translation>Hiện không được cung cấp (máy chủ có thể đang tắt, hoặc công cụ không còn)</translation>
    </message>
    <message>
        <source>Policy only</source>
        <translation>Chỉ trong chính sách</translation>
    </message>
    <message>
        <source>Allow</source>
        <translation>Cho phép</translation>
    </message>
    <message>
        <source>Ask</source>
        <translation>Hỏi</translation>
    </message>
    <message>
        <source>Deny</source>
        <translation>Từ chối</translation>
    </message>
    <message>
        <source>Every tool this policy does not name</source>
        <translation>Mọi công cụ mà chính sách này không nêu tên</translation>
    </message>
    <message>
        <source>All tools</source>
        <translation>Mọi công cụ</translation>
    </message>
    <message>
        <source>Built-in, off in Settings</source>
        <translation>Tích hợp, đã tắt trong Cài đặt</translation>
    </message>
    <message>
        <source>Policy for {tool}</source>
        <translation>Chính sách cho {tool}</translation>
    </message>
    <message>
        <source>Default ({policy})</source>
        <translation>Mặc định ({policy})</translation>
    </message>
    <message>
        <source>Default (each tool&apos;s own)</source>
        <translation>Mặc định (của từng công cụ)</translation>
    </message>
    <message>
        <source>Switched off for every agent in Settings &gt; Built-in tools</source>
        <translation>Đã tắt cho mọi tác tử trong Cài đặt &gt; Công cụ tích hợp</translation>
    </message>
</context>
<context>
    <name>ToolsTable</name>
    <message>
        <source>Tool</source>
        <translation>Công cụ</translation>
    </message>
    <message>
        <source>Path</source>
        <translation>Đường dẫn</translation>
    </message>
    <message>
        <source>Variables</source>
        <translation>Biến</translation>
    </message>
    <message>
        <source>Scopes</source>
        <translation>Phạm vi</translation>
    </message>
    <message>
        <source>Enabled</source>
        <translation>Đang bật</translation>
    </message>
    <message>
        <source>Last run</source>
        <translation>Lần chạy cuối</translation>
    </message>
    <message>
        <source>never</source>
        <translation>chưa bao giờ</translation>
    </message>
    <message>
        <source>just now</source>
        <translation>vừa xong</translation>
    </message>
    <message>
        <source>{minutes} min ago</source>
        <translation>{minutes} phút trước</translation>
    </message>
    <message>
        <source>{hours} h ago</source>
        <translation>{hours} giờ trước</translation>
    </message>
    <message>
        <source>All agents except {names}</source>
        <translation>Mọi tác tử trừ {names}</translation>
    </message>
    <message>
        <source>All agents</source>
        <translation>Mọi tác tử</translation>
    </message>
    <message>
        <source>Only {names}</source>
        <translation>Chỉ {names}</translation>
    </message>
    <message>
        <source>No agent yet</source>
        <translation>Chưa có tác tử nào</translation>
    </message>
    <message>
        <source>defaults</source>
        <translation>mặc định</translation>
    </message>
    <message>
        <source>yours</source>
        <translation>của bạn</translation>
    </message>
    <message>
        <source>agent {key}</source>
        <translation>tác tử {key}</translation>
    </message>
    <message>
        <source>{scope} (unreadable)</source>
        <translation>{scope} (không đọc được)</translation>
    </message>
    <message>
        <source>{who} may run it.</source>
        <translation>{who} được chạy nó.</translation>
    </message>
    <message>
        <source>Defaults: {names}</source>
        <translation>Mặc định: {names}</translation>
    </message>
    <message>
        <source>Yours: {names}</source>
        <translation>Của bạn: {names}</translation>
    </message>
    <message>
        <source>Agent {agent} has credentials of its own</source>
        <translation>Tác tử {agent} có thông tin xác thực riêng</translation>
    </message>
    <message>
        <source>Registered tools</source>
        <translation>Các công cụ đã đăng ký</translation>
    </message>
    <message>
        <source>Unreadable: enter the values again in Edit…, or delete the tool</source>
        <translation>Không đọc được: nhập lại các giá trị trong Sửa…, hoặc xóa công cụ</translation>
    </message>
    <message>
        <source>Masked previews; hold the eye button in Edit… to see a value</source>
        <translation>Xem trước bị che; giữ nút con mắt trong Sửa… để xem giá trị</translation>
    </message>
    <message>
        <source>Disabled</source>
        <translation>Đã tắt</translation>
    </message>
    <message>
        <source>Untick to keep every agent from running it; its credentials stay stored</source>
        <translation>Bỏ đánh dấu để không tác tử nào được chạy nó; thông tin xác thực vẫn được lưu</translation>
    </message>
</context>
<context>
    <name>TraceView</name>
    <message>
        <source>Select a trace to see its spans.</source>
        <translation>Chọn một truy vết để xem các bước của nó.</translation>
    </message>
    <message>
        <source>Spans of the trace</source>
        <translation>Các bước của truy vết</translation>
    </message>
    <message>
        <source>Span</source>
        <translation>Bước</translation>
    </message>
    <message>
        <source>Mark</source>
        <translation>Đánh dấu</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>Thời lượng</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>Token</translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation>Dòng thời gian</translation>
    </message>
    <message>
        <source>Details of the selected span</source>
        <translation>Chi tiết của bước đã chọn</translation>
    </message>
    <message>
        <source>Select a span to see what was recorded about it.</source>
        <translation>Chọn một bước để xem những gì đã ghi về nó.</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>thất bại</translation>
    </message>
    <message>
        <source>slow</source>
        <translation>chậm</translation>
    </message>
    <message>
        <source>%1 in · %2 out</source>
        <translation>%1 vào · %2 ra</translation>
    </message>
    <message>
        <source>Trace</source>
        <translation>Truy vết</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Mô hình</translation>
    </message>
    <message>
        <source>Tool</source>
        <translation>Công cụ</translation>
    </message>
    <message numerus="yes">
        <source>%n span(s)</source>
        <translation>
            <numerusform>%n bước</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 tokens in · %2 out</source>
        <translation>%1 token vào · %2 ra</translation>
    </message>
    <message>
        <source>Subtask: %1</source>
        <translation>Nhiệm vụ con: %1</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Loại</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Trạng thái</translation>
    </message>
    <message>
        <source>Finish reason</source>
        <translation>Lý do kết thúc</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>Bắt đầu</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Lỗi</translation>
    </message>
    <message>
        <source>Input</source>
        <translation>Đầu vào</translation>
    </message>
    <message>
        <source>Output</source>
        <translation>Đầu ra</translation>
    </message>
</context>
<context>
    <name>TraceWords</name>
    <message>
        <source>MCP</source>
        <translation>MCP</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Mô hình</translation>
    </message>
    <message>
        <source>Tool</source>
        <translation>Công cụ</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Sự kiện</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Lượt chạy</translation>
    </message>
    <message>
        <source>Embedding</source>
        <translation>Nhúng</translation>
    </message>
    <message>
        <source>completed</source>
        <translation>đã hoàn thành</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>thất bại</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>đã dừng</translation>
    </message>
    <message>
        <source>running</source>
        <translation>đang chạy</translation>
    </message>
    <message>
        <source>call #{number}</source>
        <translation>lần gọi #{number}</translation>
    </message>
    <message>
        <source>call</source>
        <translation>lần gọi</translation>
    </message>
    <message>
        <source>memory recall</source>
        <translation>gợi lại bộ nhớ</translation>
    </message>
    <message>
        <source>memory summary</source>
        <translation>tóm tắt bộ nhớ</translation>
    </message>
    <message>
        <source>knowledge extraction</source>
        <translation>trích xuất tri thức</translation>
    </message>
    <message>
        <source>{route} (fell back)</source>
        <translation>{route} (chuyển sang dự phòng)</translation>
    </message>
    <message>
        <source>chat with {agent}</source>
        <translation>trò chuyện với {agent}</translation>
    </message>
    <message>
        <source>subtask of {agent}</source>
        <translation>tác vụ con của {agent}</translation>
    </message>
    <message>
        <source>job {job}</source>
        <translation>tác vụ {job}</translation>
    </message>
    <message>
        <source>Messages sent</source>
        <translation>Tin nhắn đã gửi</translation>
    </message>
    <message>
        <source>Tools offered</source>
        <translation>Công cụ được cung cấp</translation>
    </message>
    <message>
        <source>Model call number</source>
        <translation>Lần gọi mô hình thứ</translation>
    </message>
    <message>
        <source>Message id</source>
        <translation>Mã tin nhắn</translation>
    </message>
    <message>
        <source>Route tried</source>
        <translation>Tuyến đã thử</translation>
    </message>
    <message>
        <source>Routes that failed first</source>
        <translation>Các tuyến lỗi trước đó</translation>
    </message>
    <message>
        <source>Result size (characters)</source>
        <translation>Kích thước kết quả (ký tự)</translation>
    </message>
    <message>
        <source>Denied</source>
        <translation>Bị từ chối</translation>
    </message>
    <message>
        <source>MCP server</source>
        <translation>Máy chủ MCP</translation>
    </message>
    <message>
        <source>MCP tool</source>
        <translation>Công cụ MCP</translation>
    </message>
    <message>
        <source>Cut short</source>
        <translation>Bị cắt bớt</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Loại</translation>
    </message>
    <message>
        <source>Decision</source>
        <translation>Quyết định</translation>
    </message>
    <message>
        <source>Entities</source>
        <translation>Thực thể</translation>
    </message>
    <message>
        <source>Relations</source>
        <translation>Quan hệ</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>có</translation>
    </message>
    <message>
        <source>no</source>
        <translation>không</translation>
    </message>
</context>
<context>
    <name>TracesPageWidget</name>
    <message>
        <source>Traces</source>
        <translation>Truy vết</translation>
    </message>
    <message>
        <source>Every answer&apos;s run, step by step: each model call, tool call, hook and memory step, timed. Previews never hold secret values.</source>
        <translation>Lượt chạy của mỗi câu trả lời, từng bước một: mỗi lệnh gọi mô hình, lệnh gọi công cụ, hook và bước bộ nhớ, kèm thời gian. Phần xem trước không bao giờ chứa giá trị bí mật.</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>Bắt đầu</translation>
    </message>
    <message>
        <source>Agent</source>
        <translation>Tác tử</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Tên</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Trạng thái</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>Thời lượng</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>Token</translation>
    </message>
    <message>
        <source>Spans</source>
        <translation>Số bước</translation>
    </message>
    <message>
        <source>Filter by agent</source>
        <translation>Lọc theo tác tử</translation>
    </message>
    <message>
        <source>All agents</source>
        <translation>Mọi tác tử</translation>
    </message>
    <message>
        <source>Filter by status</source>
        <translation>Lọc theo trạng thái</translation>
    </message>
    <message>
        <source>Any status</source>
        <translation>Mọi trạng thái</translation>
    </message>
    <message>
        <source>Completed</source>
        <translation>Hoàn tất</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Thất bại</translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation>Đã dừng</translation>
    </message>
    <message>
        <source>Running</source>
        <translation>Đang chạy</translation>
    </message>
    <message>
        <source>Filter by time</source>
        <translation>Lọc theo thời gian</translation>
    </message>
    <message>
        <source>Any time</source>
        <translation>Mọi lúc</translation>
    </message>
    <message>
        <source>Last hour</source>
        <translation>Giờ vừa qua</translation>
    </message>
    <message>
        <source>Last 24 hours</source>
        <translation>24 giờ qua</translation>
    </message>
    <message>
        <source>Last 7 days</source>
        <translation>7 ngày qua</translation>
    </message>
    <message>
        <source>Last 30 days</source>
        <translation>30 ngày qua</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Xuất…</translation>
    </message>
    <message>
        <source>Export the trace as OpenTelemetry JSON</source>
        <translation>Xuất truy vết dưới dạng JSON OpenTelemetry</translation>
    </message>
    <message>
        <source>Save the trace as OpenTelemetry JSON (OTLP)</source>
        <translation>Lưu truy vết dưới dạng JSON OpenTelemetry (OTLP)</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>Làm mới</translation>
    </message>
    <message>
        <source>Refresh the list of traces</source>
        <translation>Làm mới danh sách truy vết</translation>
    </message>
    <message>
        <source>Loading the traces</source>
        <translation>Tải các truy vết</translation>
    </message>
    <message numerus="yes">
        <source>%n trace(s)</source>
        <translation>
            <numerusform>%n truy vết</numerusform>
        </translation>
    </message>
    <message>
        <source>Exporting the trace</source>
        <translation>Xuất truy vết</translation>
    </message>
    <message>
        <source>Could not load the traces; see the status bar.</source>
        <translation>Không tải được truy vết; xem thanh trạng thái.</translation>
    </message>
    <message>
        <source>Opening the trace</source>
        <translation>Mở truy vết</translation>
    </message>
    <message>
        <source>Opening the answer&apos;s trace</source>
        <translation>Mở truy vết của câu trả lời</translation>
    </message>
    <message>
        <source>This answer has no trace: it was written before traces were kept, imported, or its trace was deleted after the retention period.</source>
        <translation>Câu trả lời này không có truy vết: nó được viết trước khi truy vết được lưu, được nhập vào, hoặc truy vết đã bị xóa sau thời hạn lưu giữ.</translation>
    </message>
    <message>
        <source>Export trace</source>
        <translation>Xuất truy vết</translation>
    </message>
    <message>
        <source>OpenTelemetry JSON (*.json)</source>
        <translation>JSON OpenTelemetry (*.json)</translation>
    </message>
</context>
<context>
    <name>UndoWords</name>
    <message>
        <source>Undo merge of “{merged}” into “{survivor}”</source>
        <translation>Hoàn tác gộp “{merged}” vào “{survivor}”</translation>
    </message>
    <message>
        <source>Undo edit of “{name}”</source>
        <translation>Hoàn tác sửa “{name}”</translation>
    </message>
    <message>
        <source>Undo delete of “{name}”</source>
        <translation>Hoàn tác xóa “{name}”</translation>
    </message>
    <message>
        <source>Restored {name}.</source>
        <translation>Đã khôi phục {name}.</translation>
    </message>
    <message>
        <source>Undid the edit of {name}.</source>
        <translation>Đã hoàn tác chỉnh sửa {name}.</translation>
    </message>
    <message>
        <source>Split off {name}.</source>
        <translation>Đã tách {name} ra lại.</translation>
    </message>
</context>
<context>
    <name>VariableRow</name>
    <message>
        <source>Name of {name}</source>
        <translation>Tên của {name}</translation>
    </message>
    <message>
        <source>{preview}  (stored)</source>
        <translation>{preview}  (đã lưu)</translation>
    </message>
    <message>
        <source>value, at least 6 characters</source>
        <translation>giá trị, ít nhất 6 ký tự</translation>
    </message>
    <message>
        <source> · file</source>
        <translation> · tệp</translation>
    </message>
    <message>
        <source>The stored value, masked. Type a new value to replace it on Save; hold the eye button to see it.</source>
        <translation>Giá trị đã lưu, bị che. Nhập giá trị mới để thay thế khi Lưu; giữ nút con mắt để xem.</translation>
    </message>
    <message>
        <source> The tool gets it as a file.</source>
        <translation> Công cụ nhận nó dưới dạng tệp.</translation>
    </message>
    <message>
        <source>Remove this variable (on Save)</source>
        <translation>Xóa biến này (khi Lưu)</translation>
    </message>
    <message>
        <source>new variable</source>
        <translation>biến mới</translation>
    </message>
    <message>
        <source>Name of {label}</source>
        <translation>Tên của {label}</translation>
    </message>
    <message>
        <source>Variable name</source>
        <translation>Tên biến</translation>
    </message>
    <message>
        <source>Value of {label}</source>
        <translation>Giá trị của {label}</translation>
    </message>
    <message>
        <source>Hold to show the value of {label}</source>
        <translation>Giữ để hiện giá trị của {label}</translation>
    </message>
    <message>
        <source>Remove {label}</source>
        <translation>Xóa {label}</translation>
    </message>
    <message>
        <source>Showing the value</source>
        <translation>Đang hiện giá trị</translation>
    </message>
</context>
<context>
    <name>VariablesEditor</name>
    <message>
        <source>No variables. Add the ones the tool reads, e.g. GH_TOKEN.</source>
        <translation>Chưa có biến nào. Hãy thêm các biến mà công cụ đọc, ví dụ GH_TOKEN.</translation>
    </message>
    <message>
        <source>+  Add va&amp;riable</source>
        <translation>+  Thêm &amp;biến</translation>
    </message>
    <message>
        <source>Add variable</source>
        <translation>Thêm biến</translation>
    </message>
    <message>
        <source>Add a variable the tool reads its credential from</source>
        <translation>Thêm một biến mà công cụ đọc thông tin xác thực</translation>
    </message>
    <message>
        <source>Give the variable a name, or remove the row.</source>
        <translation>Hãy đặt tên cho biến, hoặc xóa dòng.</translation>
    </message>
    <message>
        <source>{name} is listed twice.</source>
        <translation>{name} bị liệt kê hai lần.</translation>
    </message>
    <message>
        <source>Type a value for {name}, or remove the row.</source>
        <translation>Hãy nhập giá trị cho {name}, hoặc xóa dòng.</translation>
    </message>
</context>
<context>
    <name>VaultPage</name>
    <message>
        <source>Markdown notes linked with [[wikilinks]]. Import an Obsidian vault, or write notes here.</source>
        <translation>Ghi chú Markdown liên kết bằng [[wikilink]]. Nhập một kho Obsidian, hoặc viết ghi chú ngay tại đây.</translation>
    </message>
    <message>
        <source>Vault</source>
        <translation>Kho ghi chú</translation>
    </message>
    <message>
        <source>Import progress</source>
        <translation>Tiến độ nhập</translation>
    </message>
    <message>
        <source>%v / %m notes</source>
        <translation>%v / %m ghi chú</translation>
    </message>
    <message>
        <source>The vault is empty. Import a folder of Markdown notes (an Obsidian vault works), or write a note with New note above; agents can read and link what is here.</source>
        <translation>Kho ghi chú đang trống. Nhập một thư mục ghi chú Markdown (kho Obsidian cũng được), hoặc viết ghi chú bằng Ghi chú mới ở trên; tác tử có thể đọc và liên kết những gì có ở đây.</translation>
    </message>
    <message>
        <source>Import a folder…</source>
        <translation>Nhập thư mục…</translation>
    </message>
    <message>
        <source>Vault status</source>
        <translation>Trạng thái kho ghi chú</translation>
    </message>
    <message>
        <source>&amp;New note</source>
        <translation>Ghi chú &amp;mới</translation>
    </message>
    <message>
        <source>Create an empty note and open it</source>
        <translation>Tạo một ghi chú trống và mở nó</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Lưu</translation>
    </message>
    <message>
        <source>Save the note (Ctrl+S)</source>
        <translation>Lưu ghi chú (Ctrl+S)</translation>
    </message>
    <message>
        <source>&amp;Import folder…</source>
        <translation>&amp;Nhập thư mục…</translation>
    </message>
    <message>
        <source>Import a folder of Markdown notes (an Obsidian vault); safe to repeat</source>
        <translation>Nhập một thư mục ghi chú Markdown (một kho Obsidian); nhập lại nhiều lần vẫn an toàn</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Xóa</translation>
    </message>
    <message>
        <source>Remove the note from the vault (a file it was imported from stays on disk)</source>
        <translation>Xóa ghi chú khỏi kho (tệp gốc mà nó được nhập từ đó vẫn nằm trên đĩa)</translation>
    </message>
    <message>
        <source>Search notes…</source>
        <translation>Tìm ghi chú…</translation>
    </message>
    <message>
        <source>Search notes</source>
        <translation>Tìm ghi chú</translation>
    </message>
    <message>
        <source>Titles, paths and text, any case (Ctrl+F)</source>
        <translation>Tiêu đề, đường dẫn và nội dung, không phân biệt hoa thường (Ctrl+F)</translation>
    </message>
    <message>
        <source>Clear the search</source>
        <translation>Xóa nội dung tìm kiếm</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Ghi chú</translation>
    </message>
    <message>
        <source>Note text (Markdown)</source>
        <translation>Nội dung ghi chú (Markdown)</translation>
    </message>
    <message>
        <source>Choose a note, or create one with New note.</source>
        <translation>Chọn một ghi chú, hoặc tạo mới bằng nút Ghi chú mới.</translation>
    </message>
    <message>
        <source>Preview</source>
        <translation>Xem trước</translation>
    </message>
    <message>
        <source>The note, rendered: [[links]] you can click, broken ones greyed.</source>
        <translation>Ghi chú đã hiển thị: [[liên kết]] bấm được, liên kết hỏng bị làm mờ.</translation>
    </message>
    <message>
        <source>Backlinks</source>
        <translation>Liên kết ngược</translation>
    </message>
    <message>
        <source>Backlinks: notes that link here</source>
        <translation>Liên kết ngược: các ghi chú liên kết tới đây</translation>
    </message>
    <message>
        <source>Links from this note</source>
        <translation>Liên kết từ ghi chú này</translation>
    </message>
    <message>
        <source>{what} failed: {exc}</source>
        <translation>{what} thất bại: {exc}</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>Tìm kiếm</translation>
    </message>
    <message>
        <source>Loading notes</source>
        <translation>Tải ghi chú</translation>
    </message>
    <message>
        <source>Loading links</source>
        <translation>Tải liên kết</translation>
    </message>
    <message numerus="yes">
        <source>%Ln matching note(s)</source>
        <translation>
            <numerusform>%Ln ghi chú khớp</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln note(s)</source>
        <translation>
            <numerusform>%Ln ghi chú</numerusform>
        </translation>
    </message>
    <message>
        <source>Opening the note</source>
        <translation>Mở ghi chú</translation>
    </message>
    <message>
        <source>Backlinks ({count})</source>
        <translation>Liên kết ngược ({count})</translation>
    </message>
    <message>
        <source>{target} — missing; double-click to create</source>
        <translation>{target} — chưa có; nhấp đúp để tạo</translation>
    </message>
    <message>
        <source>Links from this note ({count}, {broken} broken)</source>
        <translation>Liên kết từ ghi chú này ({count}, {broken} hỏng)</translation>
    </message>
    <message>
        <source>Links from this note ({count})</source>
        <translation>Liên kết từ ghi chú này ({count})</translation>
    </message>
    <message>
        <source>Following the link</source>
        <translation>Đi theo liên kết</translation>
    </message>
    <message>
        <source>Create note?</source>
        <translation>Tạo ghi chú?</translation>
    </message>
    <message>
        <source>No note is called “{target}”. Create {path}?</source>
        <translation>Không có ghi chú nào tên “{target}”. Tạo {path}?</translation>
    </message>
    <message>
        <source>Create note</source>
        <translation>Tạo ghi chú</translation>
    </message>
    <message>
        <source>Creating the note</source>
        <translation>Tạo ghi chú</translation>
    </message>
    <message>
        <source>Creating a note</source>
        <translation>Tạo một ghi chú</translation>
    </message>
    <message>
        <source>Delete the note {path}?</source>
        <translation>Xóa ghi chú {path}?</translation>
    </message>
    <message>
        <source>Links to it become broken links; a file it was imported from stays on disk. This cannot be undone.</source>
        <translation>Các liên kết tới nó sẽ thành liên kết hỏng; tệp gốc mà nó được nhập từ đó vẫn nằm trên đĩa. Không thể hoàn tác.</translation>
    </message>
    <message>
        <source>Deleting the note</source>
        <translation>Xóa ghi chú</translation>
    </message>
    <message>
        <source>Deleted {path}.</source>
        <translation>Đã xóa {path}.</translation>
    </message>
    <message>
        <source>Saving</source>
        <translation>Lưu</translation>
    </message>
    <message>
        <source>Created {path}.</source>
        <translation>Đã tạo {path}.</translation>
    </message>
    <message>
        <source>Saved {path}.</source>
        <translation>Đã lưu {path}.</translation>
    </message>
    <message>
        <source>{path} has no changes to save.</source>
        <translation>{path} không có thay đổi nào để lưu.</translation>
    </message>
    <message>
        <source>Import a folder of Markdown notes</source>
        <translation>Nhập một thư mục ghi chú Markdown</translation>
    </message>
    <message>
        <source>Importing {folder}…</source>
        <translation>Đang nhập {folder}…</translation>
    </message>
    <message>
        <source>{stage}: %v / %m notes</source>
        <translation>{stage}: %v / %m ghi chú</translation>
    </message>
    <message numerus="yes">
        <source>Imported %n note(s): {created} new, {updated} updated, {unchanged} unchanged, {renamed} renamed, {skipped} skipped; {links} links, {broken} broken.</source>
        <translation>
            <numerusform>Đã nhập %n ghi chú: {created} mới, {updated} cập nhật, {unchanged} không đổi, {renamed} đổi tên, {skipped} bỏ qua; {links} liên kết, {broken} hỏng.</numerusform>
        </translation>
    </message>
    <message>
        <source>Import failed: {exc}</source>
        <translation>Nhập thất bại: {exc}</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>Nhập</translation>
    </message>
</context>
<context>
    <name>WebAllowDialog</name>
    <message>
        <source>Web allow list of %1</source>
        <translation>Danh sách web được phép của %1</translation>
    </message>
    <message>
        <source>web_fetch refuses this computer and private networks. List here, one per line, what this agent may reach anyway: a host (nas.lan), a host and port (localhost:8080), an address or a network (192.168.1.0/24). Cloud metadata addresses stay refused.</source>
        <translation>web_fetch từ chối máy tính này và các mạng riêng. Liệt kê ở đây, mỗi dòng một mục, những gì tác tử này vẫn được truy cập: một máy chủ (nas.lan), một máy chủ và cổng (localhost:8080), một địa chỉ hoặc một mạng (192.168.1.0/24). Địa chỉ metadata của đám mây vẫn bị từ chối.</translation>
    </message>
    <message>
        <source>Web allow list entries, one per line</source>
        <translation>Các mục trong danh sách web được phép, mỗi dòng một mục</translation>
    </message>
    <message>
        <source>Saving the web allow list</source>
        <translation>Lưu danh sách web được phép</translation>
    </message>
</context>
<context>
    <name>WebAllowRow</name>
    <message>
        <source>Web allow list:</source>
        <translation>Danh sách web được phép:</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>Sửa…</translation>
    </message>
    <message>
        <source>Edit the web allow list</source>
        <translation>Sửa danh sách web được phép</translation>
    </message>
    <message>
        <source>public addresses only</source>
        <translation>chỉ địa chỉ công khai</translation>
    </message>
</context>
<context>
    <name>WebCardWords</name>
    <message numerus="yes">
        <source>%Ln result(s)</source>
        <translation>
            <numerusform>%Ln kết quả</numerusform>
        </translation>
    </message>
    <message>
        <source>for “%1”</source>
        <translation>cho “%1”</translation>
    </message>
    <message numerus="yes">
        <source>and %Ln more (open the card to see them all)</source>
        <translation>
            <numerusform>và %Ln kết quả khác (mở thẻ để xem tất cả)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WebSearchBox</name>
    <message>
        <source>Web search</source>
        <translation>Tìm kiếm web</translation>
    </message>
    <message>
        <source>Agents search the web with &lt;code&gt;web_search&lt;/code&gt; through the backend chosen here. &lt;code&gt;web_fetch&lt;/code&gt; needs no setup; it never reaches this computer or your network unless an agent&apos;s web allow list says so (Agents, Tools tab).</source>
        <translation>Tác tử tìm kiếm web bằng &lt;code&gt;web_search&lt;/code&gt; qua dịch vụ được chọn ở đây. &lt;code&gt;web_fetch&lt;/code&gt; không cần thiết lập; nó không bao giờ truy cập máy tính này hay mạng của bạn trừ khi danh sách web được phép của tác tử cho phép (Tác tử, thẻ Công cụ).</translation>
    </message>
    <message>
        <source>Search backend</source>
        <translation>Dịch vụ tìm kiếm</translation>
    </message>
    <message>
        <source>None (web_search is not offered)</source>
        <translation>Không có (không cung cấp web_search)</translation>
    </message>
    <message>
        <source>SearXNG instance</source>
        <translation>Máy chủ SearXNG</translation>
    </message>
    <message>
        <source>Brave Search (API key)</source>
        <translation>Brave Search (khóa API)</translation>
    </message>
    <message>
        <source>&amp;Backend:</source>
        <translation>Dịch &amp;vụ:</translation>
    </message>
    <message>
        <source>SearXNG address</source>
        <translation>Địa chỉ SearXNG</translation>
    </message>
    <message>
        <source>SearXNG a&amp;ddress:</source>
        <translation>Đị&amp;a chỉ SearXNG:</translation>
    </message>
    <message>
        <source>Brave Search API key</source>
        <translation>Khóa API Brave Search</translation>
    </message>
    <message>
        <source>Brave API ke&amp;y:</source>
        <translation>Khóa API &amp;Brave:</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Lưu</translation>
    </message>
    <message>
        <source>Save the web search settings</source>
        <translation>Lưu thiết lập tìm kiếm web</translation>
    </message>
    <message>
        <source>Reading web search settings</source>
        <translation>Đọc thiết lập tìm kiếm web</translation>
    </message>
    <message>
        <source>stored (sealed) — type a new key to replace it</source>
        <translation>đã lưu (niêm phong) — nhập khóa mới để thay thế</translation>
    </message>
    <message>
        <source>from api.search.brave.com</source>
        <translation>từ api.search.brave.com</translation>
    </message>
    <message>
        <source>Agents are not offered web_search: %1.</source>
        <translation>Tác tử không được cung cấp web_search: %1.</translation>
    </message>
    <message>
        <source>Agents are offered web_search through %1.</source>
        <translation>Tác tử được cung cấp web_search qua %1.</translation>
    </message>
    <message>
        <source>SearXNG is chosen but no instance URL is set</source>
        <translation>Đã chọn SearXNG nhưng chưa đặt URL của máy chủ</translation>
    </message>
    <message>
        <source>Brave Search is chosen but no API key is stored</source>
        <translation>Đã chọn Brave Search nhưng chưa lưu khóa API</translation>
    </message>
    <message>
        <source>no search backend is chosen above</source>
        <translation>chưa chọn dịch vụ tìm kiếm ở trên</translation>
    </message>
    <message>
        <source>Saving web search settings</source>
        <translation>Lưu thiết lập tìm kiếm web</translation>
    </message>
</context>
<context>
    <name>WelcomePage</name>
    <message>
        <source>Welcome to GoClaw Lite</source>
        <translation>Chào mừng bạn đến với GoClaw Lite</translation>
    </message>
    <message>
        <source>A local agent workbench: chats, the agent&apos;s memory, and your command-line tools.</source>
        <translation>Bàn làm việc cục bộ cho tác tử: trò chuyện, bộ nhớ của tác tử, và các công cụ dòng lệnh của bạn.</translation>
    </message>
    <message>
        <source>This takes a minute: GoClaw Lite shows where your encryption key is, finds a model server (one running on this computer, or a cloud service with your API key) and creates an agent to chat with.&lt;br&gt;&lt;br&gt;You can skip it now and do each step later: Settings opens this setup again.</source>
        <translation>Chỉ mất một phút: GoClaw Lite cho bạn biết khóa mã hóa nằm ở đâu, tìm một máy chủ mô hình (đang chạy trên máy tính này, hoặc một dịch vụ đám mây với khóa API của bạn) và tạo một tác tử để trò chuyện.&lt;br&gt;&lt;br&gt;Bạn có thể bỏ qua bây giờ và làm từng bước sau: trang Cài đặt sẽ mở lại phần thiết lập này.</translation>
    </message>
</context>
<context>
    <name>WholeGraphMode</name>
    <message>
        <source>Loading the whole graph…</source>
        <translation>Đang tải toàn bộ đồ thị…</translation>
    </message>
    <message>
        <source>Loading the whole graph</source>
        <translation>Đang tải toàn bộ đồ thị</translation>
    </message>
    <message>
        <source>Drawing the whole graph</source>
        <translation>Đang vẽ toàn bộ đồ thị</translation>
    </message>
    <message numerus="yes">
        <source>Whole graph: %Ln entity(ies)</source>
        <translation>
            <numerusform>Toàn bộ đồ thị: %Ln thực thể</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Whole graph: the {shown} best connected of %Ln entities</source>
        <translation>
            <numerusform>Toàn bộ đồ thị: {shown} thực thể liên kết nhiều nhất trong %Ln thực thể</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln relation(s)</source>
        <translation>
            <numerusform>%Ln quan hệ</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln community(ies)</source>
        <translation>
            <numerusform>%Ln cộng đồng</numerusform>
        </translation>
    </message>
    <message>
        <source>{communities} (click one to draw its members)</source>
        <translation>{communities} (nhấp vào một cộng đồng để vẽ các thành viên)</translation>
    </message>
    <message>
        <source>laying out…</source>
        <translation>đang sắp xếp…</translation>
    </message>
</context>
<context>
    <name>WholeGraphView</name>
    <message>
        <source>Whole knowledge graph</source>
        <translation>Toàn bộ đồ thị tri thức</translation>
    </message>
</context>
<context>
    <name>WholeLayout</name>
    <message>
        <source>Starting the graph layout</source>
        <translation>Đang bắt đầu sắp xếp đồ thị</translation>
    </message>
    <message>
        <source>Laying out the graph</source>
        <translation>Đang sắp xếp đồ thị</translation>
    </message>
</context>
<context>
    <name>_PagePlaceholder</name>
    <message>
        <source>Loading {page}…</source>
        <translation>Đang tải {page}…</translation>
    </message>
    <message>
        <source>{page} (loading)</source>
        <translation>{page} (đang tải)</translation>
    </message>
</context>
<context>
    <name>async_bridge</name>
    <message>
        <source>Unexpected error ({kind}): {error}</source>
        <translation>Lỗi không mong đợi ({kind}): {error}</translation>
    </message>
    <message>
        <source>{what} failed: {error}</source>
        <translation>{what} thất bại: {error}</translation>
    </message>
    <message>
        <source>Showing an error</source>
        <translation>Hiển thị lỗi</translation>
    </message>
    <message>
        <source>Updating the window</source>
        <translation>Cập nhật cửa sổ</translation>
    </message>
</context>
<context>
    <name>confirm</name>
    <message>
        <source>Delete {name}?</source>
        <translation>Xóa {name}?</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Xóa</translation>
    </message>
    <message>
        <source>Delete {name}</source>
        <translation>Xóa {name}</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Hủy</translation>
    </message>
</context>
<context>
    <name>dialogs</name>
    <message>
        <source>another GoClaw Lite process</source>
        <translation>một tiến trình GoClaw Lite khác</translation>
    </message>
    <message>
        <source>GoClaw Lite is already open</source>
        <translation>GoClaw Lite đã đang mở</translation>
    </message>
    <message>
        <source>The data directory is in use by {holder}.</source>
        <translation>Thư mục dữ liệu đang được dùng bởi {holder}.</translation>
    </message>
    <message>
        <source>Data directory: {data_dir}

Only one GoClaw Lite may write to a database at a time. Close the other one (or switch to it), then try again.</source>
        <translation>Thư mục dữ liệu: {data_dir}

Mỗi lúc chỉ một GoClaw Lite được ghi vào một cơ sở dữ liệu. Hãy đóng cái kia (hoặc chuyển sang nó), rồi thử lại.</translation>
    </message>
    <message>
        <source>Encryption key needed</source>
        <translation>Cần khóa mã hóa</translation>
    </message>
    <message>
        <source>This database holds encrypted data, but its encryption key was not found.</source>
        <translation>Cơ sở dữ liệu này chứa dữ liệu được mã hóa, nhưng không tìm thấy khóa mã hóa của nó.</translation>
    </message>
    <message>
        <source>The OS keyring may be locked or unavailable, or the key file {key_file} is missing. Paste the key from your key backup to continue. A new key is never made for a database that already has one, because every stored credential would be lost.</source>
        <translation>Keyring của hệ điều hành có thể đang bị khóa hoặc không dùng được, hoặc tệp khóa {key_file} bị thiếu. Hãy dán khóa từ bản sao lưu khóa của bạn để tiếp tục. Không bao giờ tạo khóa mới cho cơ sở dữ liệu đã có khóa, vì mọi thông tin xác thực đã lưu sẽ bị mất.</translation>
    </message>
    <message>
        <source>Nothing was read or written. Paste the key this database was created with, from your key backup.</source>
        <translation>Không có gì được đọc hay ghi. Hãy dán khóa mà cơ sở dữ liệu này được tạo cùng, từ bản sao lưu khóa của bạn.</translation>
    </message>
    <message>
        <source>It is stored in {location} (fingerprint {fingerprint}).

Credentials you save are encrypted with it: if the key is lost, they are lost. Back it up now and keep the copy somewhere safe.</source>
        <translation>Khóa được lưu tại {location} (dấu vân tay {fingerprint}).

Thông tin xác thực bạn lưu được mã hóa bằng nó: mất khóa là mất chúng. Hãy sao lưu ngay và cất bản sao ở nơi an toàn.</translation>
    </message>
    <message>
        <source>The key could not be stored</source>
        <translation>Không lưu được khóa</translation>
    </message>
    <message>
        <source>The key opens the database, but it could not be stored, so it will be asked for again next time.</source>
        <translation>Khóa mở được cơ sở dữ liệu nhưng không lưu được, nên lần sau bạn sẽ được hỏi lại.</translation>
    </message>
    <message>
        <source>Another key is set in the environment</source>
        <translation>Môi trường đang đặt một khóa khác</translation>
    </message>
    <message>
        <source>The key was stored in {location}, but {variable} is set in the environment to a different key and is read first.</source>
        <translation>Khóa đã được lưu trong {location}, nhưng biến môi trường {variable} đang chứa một khóa khác và được đọc trước.</translation>
    </message>
    <message>
        <source>Unset or correct {variable}, or GoClaw Lite will ask for the key again next time.</source>
        <translation>Hãy bỏ đặt hoặc sửa {variable}, nếu không lần sau GoClaw Lite sẽ hỏi lại khóa.</translation>
    </message>
    <message>
        <source>The key you entered does not open this database. Check that it is the key exported for this data directory and that it was copied whole.</source>
        <translation>Khóa bạn nhập không mở được cơ sở dữ liệu này. Hãy kiểm tra đó đúng là khóa được xuất cho thư mục dữ liệu này và đã được sao chép đầy đủ.</translation>
    </message>
    <message>
        <source>Encryption key does not match</source>
        <translation>Khóa mã hóa không khớp</translation>
    </message>
    <message>
        <source>The encryption key that was found does not belong to this database.</source>
        <translation>Khóa mã hóa tìm thấy không thuộc về cơ sở dữ liệu này.</translation>
    </message>
    <message>
        <source>GoClaw Lite cannot start</source>
        <translation>GoClaw Lite không thể khởi động</translation>
    </message>
    <message>
        <source>Data directory: {data_dir}</source>
        <translation>Thư mục dữ liệu: {data_dir}</translation>
    </message>
    <message>
        <source>An unexpected error stopped GoClaw Lite from starting ({kind}: {error}).</source>
        <translation>Một lỗi không mong đợi đã ngăn GoClaw Lite khởi động ({kind}: {error}).</translation>
    </message>
    <message>
        <source>This is a bug. The details were written to the log; please report them.</source>
        <translation>Đây là một lỗi phần mềm. Chi tiết đã được ghi vào nhật ký; vui lòng báo cáo.</translation>
    </message>
    <message>
        <source>A new encryption key was created</source>
        <translation>Đã tạo khóa mã hóa mới</translation>
    </message>
    <message>
        <source>GoClaw Lite created a new encryption key for this database.</source>
        <translation>GoClaw Lite đã tạo một khóa mã hóa mới cho cơ sở dữ liệu này.</translation>
    </message>
</context>
<context>
    <name>pages</name>
    <message>
        <source>Activity</source>
        <translation>Hoạt động</translation>
    </message>
    <message>
        <source>The audit trail: what was done, by whom</source>
        <translation>Nhật ký kiểm tra: việc gì đã làm, do ai</translation>
    </message>
    <message>
        <source>Agents</source>
        <translation>Tác tử</translation>
    </message>
    <message>
        <source>Make and change agents: model, prompt, files, sampling, tools, memory, fallback</source>
        <translation>Tạo và sửa tác tử: mô hình, lời nhắc, tệp, lấy mẫu, công cụ, bộ nhớ, dự phòng</translation>
    </message>
    <message>
        <source>Chat</source>
        <translation>Trò chuyện</translation>
    </message>
    <message>
        <source>Chat with your agents</source>
        <translation>Trò chuyện với các tác tử của bạn</translation>
    </message>
    <message>
        <source>Credentials</source>
        <translation>Thông tin xác thực</translation>
    </message>
    <message>
        <source>CLI tools with encrypted credentials</source>
        <translation>Công cụ dòng lệnh với thông tin xác thực được mã hóa</translation>
    </message>
    <message>
        <source>Evolution</source>
        <translation>Tiến hóa</translation>
    </message>
    <message>
        <source>What the chat measured, and suggested improvements to approve or reject</source>
        <translation>Những gì cuộc trò chuyện đã đo, và các đề xuất cải tiến để duyệt hoặc từ chối</translation>
    </message>
    <message>
        <source>Home</source>
        <translation>Trang chủ</translation>
    </message>
    <message>
        <source>Recent chats, agents and model servers</source>
        <translation>Các cuộc trò chuyện gần đây, tác tử và máy chủ mô hình</translation>
    </message>
    <message>
        <source>Hooks</source>
        <translation>Hook</translation>
    </message>
    <message>
        <source>Programs run before and after agent runs and tool calls</source>
        <translation>Chương trình chạy trước và sau lượt chạy của tác tử và lệnh gọi công cụ</translation>
    </message>
    <message>
        <source>Knowledge graph</source>
        <translation>Đồ thị tri thức</translation>
    </message>
    <message>
        <source>Browse and correct your agents&apos; knowledge graph</source>
        <translation>Duyệt và sửa đồ thị tri thức của các tác tử</translation>
    </message>
    <message>
        <source>MCP</source>
        <translation>MCP</translation>
    </message>
    <message>
        <source>Model Context Protocol servers: tools agents may use</source>
        <translation>Máy chủ Model Context Protocol: công cụ mà tác tử được dùng</translation>
    </message>
    <message>
        <source>Promote</source>
        <translation>Chuyển lên</translation>
    </message>
    <message>
        <source>Copy this install into PostgreSQL</source>
        <translation>Sao chép bản cài đặt này vào PostgreSQL</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Cài đặt</translation>
    </message>
    <message>
        <source>Paths, schema and encryption key</source>
        <translation>Đường dẫn, lược đồ và khóa mã hóa</translation>
    </message>
    <message>
        <source>Vault</source>
        <translation>Kho ghi chú</translation>
    </message>
    <message>
        <source>Markdown notes with [[wikilinks]], backlinks and search</source>
        <translation>Ghi chú Markdown với [[wikilink]], liên kết ngược và tìm kiếm</translation>
    </message>
    <message>
        <source>Models</source>
        <translation>Mô hình</translation>
    </message>
    <message>
        <source>Local models for the built-in server: download, choose, remove</source>
        <translation>Mô hình cục bộ cho máy chủ tích hợp: tải về, chọn, xóa</translation>
    </message>
    <message>
        <source>Skills</source>
        <translation>Kỹ năng</translation>
    </message>
    <message>
        <source>SKILL.md procedures agents load when a task calls for them</source>
        <translation>Quy trình SKILL.md mà tác tử nạp khi nhiệm vụ cần</translation>
    </message>
    <message>
        <source>Traces</source>
        <translation>Truy vết</translation>
    </message>
    <message>
        <source>Each run step by step: model calls, tools, hooks, timed</source>
        <translation>Từng bước của mỗi lượt chạy: lệnh gọi mô hình, công cụ, hook, kèm thời gian</translation>
    </message>
    <message>
        <source>Jobs</source>
        <translation>Tác vụ</translation>
    </message>
    <message>
        <source>Scheduled jobs: an agent, a message and when to ask it</source>
        <translation>Tác vụ định kỳ: một tác tử, một tin nhắn và thời điểm hỏi</translation>
    </message>
    <message>
        <source>{title} page</source>
        <translation>Trang {title}</translation>
    </message>
</context>
</TS>
