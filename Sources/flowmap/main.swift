import FlowCommand
import Foundation

exit(FlowmapCommand.main())
